import { CalendarDate, CalendarDateTime, parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  boundsProblem,
  captionLayoutFor,
  effectiveMinValue,
  isMonthWithinBounds,
  MIN_AFTER_MAX_MESSAGE,
  RANGE_END_BEFORE_START_MESSAGE,
  rangeMonthCount,
  rangeProblem,
} from './datePickerRules';

const today = parseDate('2026-03-15');

describe('captionLayoutFor (shell.md §5)', () => {
  it('uses dropdowns only when both bounds are given (SW-120)', () => {
    const minValue = parseDate('2026-01-01');
    const maxValue = parseDate('2027-12-31');
    expect(captionLayoutFor({ minValue, maxValue })).toBe('dropdown');
    expect(captionLayoutFor({ minValue })).toBe('buttons');
    expect(captionLayoutFor({ maxValue })).toBe('buttons');
    expect(captionLayoutFor({ minValue: null, maxValue: null })).toBe('buttons');
    expect(captionLayoutFor({})).toBe('buttons');
  });

  it('falls back to buttons when the bounds are reversed', () => {
    const minValue = parseDate('2027-01-01');
    const maxValue = parseDate('2026-01-01');
    expect(captionLayoutFor({ minValue, maxValue })).toBe('buttons');
    expect(boundsProblem({ minValue, maxValue })).toBe(MIN_AFTER_MAX_MESSAGE);
  });

  it('accepts a one-day window', () => {
    expect(boundsProblem({ minValue: today, maxValue: today })).toBeNull();
  });
});

describe('effectiveMinValue (travel.md §5 past dates are disabled)', () => {
  it('defaults the lower bound to today', () => {
    expect(effectiveMinValue(today, undefined, false)?.toString()).toBe('2026-03-15');
  });

  it('raises an earlier minimum to today', () => {
    expect(effectiveMinValue(today, parseDate('2025-01-01'), false)?.toString()).toBe('2026-03-15');
  });

  it('keeps a later minimum', () => {
    expect(effectiveMinValue(today, parseDate('2026-04-01'), false)?.toString()).toBe('2026-04-01');
  });

  it('compares a date-time minimum by its day', () => {
    const sameDayLater = new CalendarDateTime(2026, 3, 15, 18, 0);
    expect(effectiveMinValue(today, sameDayLater, false)).toBe(sameDayLater);
  });

  it('leaves the bound alone when past dates are allowed', () => {
    expect(effectiveMinValue(today, undefined, true)).toBeUndefined();
    expect(effectiveMinValue(today, parseDate('2020-01-01'), true)?.toString()).toBe('2020-01-01');
  });
});

describe('rangeProblem', () => {
  it('reports an end before the start', () => {
    expect(rangeProblem({ start: parseDate('2026-05-10'), end: parseDate('2026-05-09') })).toBe(
      RANGE_END_BEFORE_START_MESSAGE,
    );
  });

  it('accepts an empty range, a one-day range and a forward range', () => {
    expect(rangeProblem(null)).toBeNull();
    expect(rangeProblem(undefined)).toBeNull();
    expect(rangeProblem({ start: today, end: today })).toBeNull();
    expect(rangeProblem({ start: today, end: parseDate('2026-03-20') })).toBeNull();
  });
});

describe('rangeMonthCount (travel.md §2 two months)', () => {
  it('shows two months at desktop width and one on a narrow screen (SW-121)', () => {
    expect(rangeMonthCount(false)).toBe(2);
    expect(rangeMonthCount(true)).toBe(1);
  });
});

describe('isMonthWithinBounds', () => {
  const bounds = { minValue: parseDate('2026-03-20'), maxValue: parseDate('2026-06-05') };

  it('keeps months that touch the bounds', () => {
    expect(isMonthWithinBounds(new CalendarDate(2026, 3, 1), bounds)).toBe(true);
    expect(isMonthWithinBounds(new CalendarDate(2026, 6, 30), bounds)).toBe(true);
  });

  it('excludes months entirely outside the bounds', () => {
    expect(isMonthWithinBounds(new CalendarDate(2026, 2, 28), bounds)).toBe(false);
    expect(isMonthWithinBounds(new CalendarDate(2026, 7, 1), bounds)).toBe(false);
  });
});
