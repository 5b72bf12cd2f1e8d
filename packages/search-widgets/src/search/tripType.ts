import type { CalendarDate } from '@internationalized/date';

/** travel.md §7: the flight link's `trip` field. */
export const TRIP_TYPES = ['roundtrip', 'oneway'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/**
 * A search with a return date is a round trip, one without is one-way: the form's one-way choice
 * clears the return date, so the link can never carry a return leg the visitor did not ask for.
 */
export function tripTypeOf({ returnDate }: { returnDate: CalendarDate | null }): TripType {
  return returnDate ? 'roundtrip' : 'oneway';
}
