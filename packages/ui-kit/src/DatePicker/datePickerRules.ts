import {
  type DateValue,
  endOfMonth,
  startOfMonth,
  toCalendarDate,
  type CalendarDate,
} from '@internationalized/date';
import enUS from './intl/en-US';

/** shell.md §5: a dropdown month/year caption needs both bounds; otherwise previous/next buttons. */
export type CaptionLayout = 'dropdown' | 'buttons';

/** Mobile breakpoint (shell.md §9, travel.md §9): below it the range calendar shows one month. */
export const NARROW_VIEWPORT_MAX_WIDTH_PX = 767;

/** In English: the development warning, and the error text in an English locale. */
export const RANGE_END_BEFORE_START_MESSAGE = enUS.endBeforeStart;
export const MIN_AFTER_MAX_MESSAGE = 'minValue is after maxValue, so no date can be chosen.';

export interface DateBounds {
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
}

/** The caption layout for the given bounds: dropdowns only when both bounds exist and make sense. */
export function captionLayoutFor({ minValue, maxValue }: DateBounds): CaptionLayout {
  if (!minValue || !maxValue) return 'buttons';
  return boundsProblem({ minValue, maxValue }) ? 'buttons' : 'dropdown';
}

/** A development message when the bounds exclude every date, otherwise null. */
export function boundsProblem({ minValue, maxValue }: DateBounds): string | null {
  if (minValue && maxValue && minValue.compare(maxValue) > 0) return MIN_AFTER_MAX_MESSAGE;
  return null;
}

/**
 * travel.md §5 "past dates are disabled": the effective lower bound is today unless the caller
 * allows past dates or gives a later minimum of their own.
 */
export function effectiveMinValue(
  today: CalendarDate,
  minValue: DateValue | null | undefined,
  allowPastDates: boolean,
): DateValue | undefined {
  if (allowPastDates) return minValue ?? undefined;
  if (!minValue) return today;
  return toCalendarDate(minValue).compare(today) < 0 ? today : minValue;
}

export interface RangeLike {
  start: DateValue;
  end: DateValue;
}

/** The message for an impossible range (end before start), or null for a valid or empty one. */
export function rangeProblem(range: RangeLike | null | undefined): string | null {
  if (!range) return null;
  return range.end.compare(range.start) < 0 ? RANGE_END_BEFORE_START_MESSAGE : null;
}

/** How many months the range calendar shows side by side (travel.md §2: two, one on a phone). */
export function rangeMonthCount(isNarrowViewport: boolean): 1 | 2 {
  return isNarrowViewport ? 1 : 2;
}

/** Whether any day of the month containing `month` lies within the bounds (for the month dropdown). */
export function isMonthWithinBounds(
  month: CalendarDate,
  { minValue, maxValue }: DateBounds,
): boolean {
  if (minValue && endOfMonth(month).compare(toCalendarDate(minValue)) < 0) return false;
  if (maxValue && startOfMonth(month).compare(toCalendarDate(maxValue)) > 0) return false;
  return true;
}
