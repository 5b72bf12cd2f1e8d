import { formatterFor, type MessageFormatter } from '../internal/messages';
import type { CountdownMessageKey } from './intl';
import enUS from './intl/en-US';

/** shell.md §4: the countdown runs to the end of the current week, Sunday 23:59:59.999 local time. */
export function endOfWeek(now: Date): Date {
  const daysUntilSunday = (7 - now.getDay()) % 7;
  // The Date constructor rolls day overflow into the next month/year and keeps local time across DST.
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + daysUntilSunday,
    23,
    59,
    59,
    999,
  );
}

export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole days, hours, minutes and seconds until `target`; all zeros once it has passed. */
export function timeRemaining(target: Date, now: Date): TimeRemaining {
  const left = target.getTime() - now.getTime();
  // An invalid target gives NaN: count it as passed rather than show "NaN".
  const ms = Number.isFinite(left) && left > 0 ? left : 0;
  return {
    days: Math.floor(ms / DAY_MS),
    hours: Math.floor((ms % DAY_MS) / HOUR_MS),
    minutes: Math.floor((ms % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((ms % MINUTE_MS) / SECOND_MS),
  };
}

export function isTimeUp({ days, hours, minutes, seconds }: TimeRemaining): boolean {
  return days + hours + minutes + seconds === 0;
}

/**
 * What screen readers hear: minute precision, so the polite live region changes once a minute
 * rather than every second. In English unless given the formatter of another locale (the
 * Countdown passes react-aria's, for the locale around it).
 */
export function countdownAnnouncement(
  remaining: TimeRemaining,
  strings: MessageFormatter<CountdownMessageKey> = formatterFor(enUS),
): string {
  if (isTimeUp(remaining)) return strings.format('timeIsUp');
  const { days, hours, minutes } = remaining;
  if (days + hours + minutes === 0) return strings.format('lessThanAMinute');
  return strings.format('remaining', {
    days: strings.format('dayCount', { count: days }),
    hours: strings.format('hourCount', { count: hours }),
    minutes: strings.format('minuteCount', { count: minutes }),
  });
}

export function isValidDate(value: Date): boolean {
  return !Number.isNaN(value.getTime());
}
