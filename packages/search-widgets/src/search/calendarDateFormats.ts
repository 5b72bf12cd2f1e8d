import { type CalendarDate, GregorianCalendar, toCalendar } from '@internationalized/date';

/**
 * The two date forms of the outgoing links (travel.md §7). Built from the calendar date alone,
 * never from a Date, so the day cannot shift with the visitor's time zone; a date picked in
 * another calendar system (Buddhist, Japanese, …) is converted to the Gregorian day first.
 */

/** Hotel links: YYYY-MM-DD. */
export function toIsoDate(date: CalendarDate): string {
  return date.toString();
}

/** Flight links: M/D/YYYY, without leading zeros. */
export function toUsDate(date: CalendarDate): string {
  const gregorian = toCalendar(date, new GregorianCalendar());
  return `${gregorian.month}/${gregorian.day}/${gregorian.year}`;
}
