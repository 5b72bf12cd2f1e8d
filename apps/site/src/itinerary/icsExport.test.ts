import type { Itinerary } from '@voyagent/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsFileName, itineraryToIcs } from './icsExport';

const louvre = {
  id: 'osm:1',
  name: 'Louvre, Aile Denon; Paris',
  latitude: 48.8606,
  longitude: 2.3376,
};
const itinerary: Itinerary = {
  destination: 'Paris',
  currency: 'EUR',
  days: [
    {
      date: '2030-05-01',
      slots: [
        {
          activity: 'Arrive in Paris (airports: CDG, ORY, LBG)',
          place: { id: 'city:FR:Paris', name: 'Paris', latitude: 48.8534, longitude: 2.3488 },
          durationMin: 120,
          estimatedCost: null,
          travelMinutesFromPrevious: 0,
        },
        {
          activity: 'Visit the Louvre \\ see the “Mona Lisa”',
          place: louvre,
          durationMin: 90,
          estimatedCost: 22,
          travelMinutesFromPrevious: 15,
        },
      ],
    },
    {
      date: '2030-05-02',
      slots: [
        {
          // A long own activity with accents and a line break: folded and escaped.
          activity: `Pique-nique au bord de la Seine, près de Notre-Dame;\nbring bread ${'é'.repeat(60)}`,
          place: null,
          durationMin: 23 * 60,
          estimatedCost: null,
          travelMinutesFromPrevious: 0,
          own: true,
        },
      ],
    },
  ],
};
const now = new Date('2030-04-01T10:20:30.456Z');

/** Every event of the file as a real iCalendar parser reads it. */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      floating: event.startDate.zone === ICAL.Timezone.localTimezone,
      stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
      geo: vevent.getFirstPropertyValue('geo'),
    };
  });
}

describe('the plan as iCalendar', () => {
  const ics = itineraryToIcs(itinerary, now);

  it('writes one event per slot, each read back whole by a real parser', () => {
    const events = parsedEvents(ics);
    expect(events).toEqual([
      {
        uid: '2030-05-01-1-paris@itinerary.voyagent.app',
        summary: 'Arrive in Paris (airports: CDG, ORY, LBG)',
        location: 'Paris',
        description: '120 min\nCost not in our data',
        start: '2030-05-01T09:00:00',
        end: '2030-05-01T11:00:00',
        floating: true,
        stamp: '2030-04-01T10:20:30Z',
        geo: [48.8534, 2.3488],
      },
      {
        uid: '2030-05-01-2-paris@itinerary.voyagent.app',
        summary: 'Visit the Louvre \\ see the “Mona Lisa”',
        location: 'Louvre, Aile Denon; Paris',
        description: '90 min\n15 min travel from the previous stop\nAbout 22.00 EUR per person',
        start: '2030-05-01T11:15:00',
        end: '2030-05-01T12:45:00',
        floating: true,
        stamp: '2030-04-01T10:20:30Z',
        geo: [48.8606, 2.3376],
      },
      {
        uid: '2030-05-02-1-paris@itinerary.voyagent.app',
        summary: itinerary.days[1]?.slots[0]?.activity,
        location: null,
        description: `${23 * 60} min\nCost not in our data\nYour own activity`,
        start: '2030-05-02T09:00:00',
        // A slot running past midnight ends on the next day.
        end: '2030-05-03T08:00:00',
        floating: true,
        stamp: '2030-04-01T10:20:30Z',
        geo: null,
      },
    ]);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Voyagent//Smart Itinerary//EN');
  });

  it('ends every line with CRLF and folds none past 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('escapes TEXT as RFC 5545 §3.3.11 says', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds between characters, never inside a multi-byte one', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n ');
    expect(lines.join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
    expect(lines.map((line) => new TextEncoder().encode(line).length)).toEqual([74, 74, 20]);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('names the file after the destination and the first day', () => {
    expect(icsFileName(itinerary)).toBe('paris-2030-05-01.ics');
    expect(icsFileName({ ...itinerary, destination: 'São Paulo' })).toBe(
      'são-paulo-2030-05-01.ics',
    );
  });
});
