import type { CalendarDate } from '@internationalized/date';
import {
  type CountRange,
  isBlank,
  isCountInRange,
  type SearchIssue,
  type SearchValidation,
} from './searchValidation';

/** travel.md §5 and §9: hotel adults 1-20, rooms 1-8. */
export const HOTEL_ADULTS: CountRange = { min: 1, max: 20 };
export const HOTEL_ROOMS: CountRange = { min: 1, max: 8 };

export const hotelSearchMessages = {
  destinationRequired: 'Destination is required',
  checkInRequired: 'Check-in date is required',
  checkOutRequired: 'Check-out date is required',
  checkInInPast: 'Check-in date cannot be in the past',
  checkOutNotAfterCheckIn: 'Check-out date must be after check-in date',
  adultsOutOfRange: 'Number of adults must be between 1 and 20',
  roomsOutOfRange: 'Number of rooms must be between 1 and 8',
} as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The hotel form as the widget holds it (travel.md §3 "Hotel search parameters"). */
export interface HotelSearchForm {
  destination: string;
  checkInDate: CalendarDate | null;
  checkOutDate: CalendarDate | null;
  adults: number;
  rooms: number;
  /** From the chosen suggestion, when it has them. */
  coordinates?: Coordinates | null;
  regionId?: string | null;
}

/** A hotel search that passed validation: both dates are known. */
export interface HotelSearch extends HotelSearchForm {
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
}

export type HotelSearchField = 'destination' | 'checkInDate' | 'checkOutDate' | 'adults' | 'rooms';
export type HotelSearchIssue = SearchIssue<HotelSearchField, keyof typeof hotelSearchMessages>;

function issue(field: HotelSearchField, code: keyof typeof hotelSearchMessages): HotelSearchIssue {
  return { field, code, message: hotelSearchMessages[code] };
}

/**
 * travel.md §5, one issue per field in form order. `today` is the visitor's calendar day, passed
 * in so the rule never reads the clock: check-in may be today, check-out must be a later day.
 */
export function validateHotelSearch(
  form: HotelSearchForm,
  { today }: { today: CalendarDate },
): SearchValidation<HotelSearch, HotelSearchIssue> {
  const issues: HotelSearchIssue[] = [];
  const { checkInDate, checkOutDate } = form;

  if (isBlank(form.destination)) issues.push(issue('destination', 'destinationRequired'));

  if (!checkInDate) issues.push(issue('checkInDate', 'checkInRequired'));
  else if (checkInDate.compare(today) < 0) issues.push(issue('checkInDate', 'checkInInPast'));

  if (!checkOutDate) issues.push(issue('checkOutDate', 'checkOutRequired'));
  else if (checkInDate && checkOutDate.compare(checkInDate) <= 0) {
    issues.push(issue('checkOutDate', 'checkOutNotAfterCheckIn'));
  }

  if (!isCountInRange(form.adults, HOTEL_ADULTS)) issues.push(issue('adults', 'adultsOutOfRange'));
  if (!isCountInRange(form.rooms, HOTEL_ROOMS)) issues.push(issue('rooms', 'roomsOutOfRange'));

  if (issues.length === 0 && checkInDate && checkOutDate) {
    return { ok: true, search: { ...form, checkInDate, checkOutDate } };
  }
  return { ok: false, issues };
}
