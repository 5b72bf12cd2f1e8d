import type { CalendarDate } from '@internationalized/date';
import type { SearchToast } from './searchSubmit';
import { isBlank } from './searchValidation';

/**
 * The mobile forms' own rules (travel.md §5 "Mobile forms", §9). Their dropdowns stop at 8, one
 * below the desktop flight limit of 9; the desktop validators still run on submit.
 */
export const MOBILE_GUEST_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const MOBILE_PASSENGER_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const mobileSearchToasts = {
  missingDestination: { title: 'Missing destination', text: 'Please select a destination.' },
  missingFlightDetails: {
    title: 'Missing flight details',
    text: 'Please select origin and destination cities.',
  },
} as const satisfies Record<string, SearchToast>;

export interface TravelDates {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * Dates the visitor left unpicked: today and tomorrow when neither is picked. An end left empty
 * after a picked start is the day after that start, so the pair always stays in order.
 */
export function withDefaultDates(
  start: CalendarDate | null,
  end: CalendarDate | null,
  today: CalendarDate,
): TravelDates {
  const from = start ?? today;
  return { start: from, end: end ?? from.add({ days: 1 }) };
}

/** The return picker's first selectable day: neither before today nor before the departure. */
export function earliestReturnDate(
  today: CalendarDate,
  departureDate: CalendarDate | null,
): CalendarDate {
  return departureDate && departureDate.compare(today) > 0 ? departureDate : today;
}

/** The toast for an empty destination on the mobile hotel form, or null when one is chosen. */
export function mobileHotelToast({ destination }: { destination: string }): SearchToast | null {
  return isBlank(destination) ? mobileSearchToasts.missingDestination : null;
}

/** The toast for an empty origin or destination on the mobile flight form, or null. */
export function mobileFlightToast(form: {
  origin: string;
  destination: string;
}): SearchToast | null {
  return isBlank(form.origin) || isBlank(form.destination)
    ? mobileSearchToasts.missingFlightDetails
    : null;
}

/** Find Flights needs origin, destination and departure date. */
export function canFindFlights(form: {
  origin: string;
  destination: string;
  departureDate: CalendarDate | null;
}): boolean {
  return !isBlank(form.origin) && !isBlank(form.destination) && form.departureDate !== null;
}
