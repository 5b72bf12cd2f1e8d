import { BuddhistCalendar, CalendarDate, toCalendar } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { toIsoDate, toUsDate } from './calendarDateFormats';

describe('toIsoDate (SW-086)', () => {
  it('pads month and day to YYYY-MM-DD', () => {
    expect(toIsoDate(new CalendarDate(2026, 3, 5))).toBe('2026-03-05');
    expect(toIsoDate(new CalendarDate(2026, 12, 31))).toBe('2026-12-31');
  });

  it('writes the Gregorian day of a date picked in another calendar', () => {
    const buddhist = toCalendar(new CalendarDate(2026, 3, 5), new BuddhistCalendar());
    expect(buddhist.year).toBe(2569);
    expect(toIsoDate(buddhist)).toBe('2026-03-05');
  });
});

describe('toUsDate (SW-101)', () => {
  it('writes M/D/YYYY without leading zeros', () => {
    expect(toUsDate(new CalendarDate(2026, 3, 5))).toBe('3/5/2026');
    expect(toUsDate(new CalendarDate(2026, 11, 28))).toBe('11/28/2026');
  });

  it('writes the Gregorian day of a date picked in another calendar', () => {
    const buddhist = toCalendar(new CalendarDate(2027, 1, 9), new BuddhistCalendar());
    expect(toUsDate(buddhist)).toBe('1/9/2027');
  });
});
