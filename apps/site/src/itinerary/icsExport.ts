/**
 * A plan as an iCalendar file (RFC 5545) for the traveller's calendar: one event per slot, its
 * place as LOCATION (and GEO), in floating local time, since the plan's times are the
 * destination's wall-clock times and our data has no time zone for it. A plan carries durations
 * and travel, not clock times, so each day starts at DAY_START and its slots follow one another.
 */
import type { Itinerary, ItinerarySlot } from '@voyagent/contracts';

/** When each day's first slot starts, in minutes after midnight, local time. */
export const DAY_START_MINUTES = 9 * 60;
export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';
const PRODUCT_ID = '-//Voyagent//Smart Itinerary//EN';
const UID_DOMAIN = 'itinerary.voyagent.app';
/** RFC 5545 §3.1: content lines are folded after at most 75 octets. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on lines starting with one space. Folds
 * between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time with no zone (RFC 5545 §3.3.5 form #1), `minutes` after `date`'s midnight. */
function floatingDateTime(date: string, minutes: number): string {
  const moment = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
  return (
    `${moment.getUTCFullYear()}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}` +
    `T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}00`
  );
}

/** A UTC date-time (RFC 5545 §3.3.5 form #2), as DTSTAMP needs. */
function utcDateTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function description(slot: ItinerarySlot, currency: string): string {
  const lines = [`${slot.durationMin} min`];
  if (slot.travelMinutesFromPrevious > 0) {
    lines.push(`${slot.travelMinutesFromPrevious} min travel from the previous stop`);
  }
  lines.push(
    slot.estimatedCost === null
      ? 'Cost not in our data'
      : `About ${slot.estimatedCost.toFixed(2)} ${currency} per person`,
  );
  if (slot.own) lines.push('Your own activity');
  return lines.join('\n');
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The plan's calendar, CRLF line ends included; `now` stamps every event (DTSTAMP). */
export function itineraryToIcs(itinerary: Itinerary, now: Date): string {
  const stamp = utcDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${itinerary.destination} trip`)}`,
  ];
  const planId = slug(itinerary.destination);
  for (const day of itinerary.days) {
    let minutes = DAY_START_MINUTES;
    day.slots.forEach((slot, index) => {
      const start = minutes + slot.travelMinutesFromPrevious;
      const end = start + slot.durationMin;
      minutes = end;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${day.date}-${index + 1}-${planId}@${UID_DOMAIN}`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${floatingDateTime(day.date, start)}`,
        `DTEND:${floatingDateTime(day.date, end)}`,
        `SUMMARY:${escapeText(slot.activity)}`,
      );
      if (slot.place) {
        lines.push(
          `LOCATION:${escapeText(slot.place.name)}`,
          `GEO:${slot.place.latitude.toFixed(6)};${slot.place.longitude.toFixed(6)}`,
        );
      }
      lines.push(`DESCRIPTION:${escapeText(description(slot, itinerary.currency))}`, 'END:VEVENT');
    });
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file name the download offers, e.g. `paris-2030-05-01.ics`. */
export function icsFileName(itinerary: Itinerary): string {
  return `${slug(itinerary.destination) || 'trip'}-${itinerary.days[0]?.date ?? 'plan'}.ics`;
}
