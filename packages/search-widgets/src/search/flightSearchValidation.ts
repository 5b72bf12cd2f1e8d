import type { CalendarDate } from '@internationalized/date';
import {
  type CountRange,
  isBlank,
  isCountInRange,
  type SearchIssue,
  type SearchValidation,
} from './searchValidation';

/** travel.md §3. */
export const TRAVEL_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export type TravelClass = (typeof TRAVEL_CLASSES)[number];

/** travel.md §5 and §9: adults 1-9, children 0-8, infants 0-2 each, 9 travellers in all. */
export const FLIGHT_ADULTS: CountRange = { min: 1, max: 9 };
export const FLIGHT_CHILDREN: CountRange = { min: 0, max: 8 };
export const FLIGHT_INFANTS_ON_LAP: CountRange = { min: 0, max: 2 };
export const FLIGHT_INFANTS_IN_SEAT: CountRange = { min: 0, max: 2 };
export const FLIGHT_MAX_PASSENGERS = 9;

export const flightSearchMessages = {
  originRequired: 'Origin airport is required',
  destinationRequired: 'Destination airport is required',
  departureRequired: 'Departure date is required',
  departureInPast: 'Departure date cannot be in the past',
  returnBeforeDeparture: 'Return date must be after departure date',
  adultsOutOfRange: 'Number of adults must be between 1 and 9',
  childrenOutOfRange: 'Number of children must be between 0 and 8',
  infantsOnLapOutOfRange: 'Number of infants on lap must be between 0 and 2',
  infantsInSeatOutOfRange: 'Number of infants in seat must be between 0 and 2',
  tooManyPassengers: 'Total passengers cannot exceed 9',
} as const;

/** The flight form as the widget holds it (travel.md §3 "Flight search parameters"). */
export interface FlightSearchForm {
  origin: string;
  destination: string;
  departureDate: CalendarDate | null;
  /** Absent for a one-way trip (see `tripTypeOf`). */
  returnDate: CalendarDate | null;
  adults: number;
  children: number;
  infantsOnLap: number;
  infantsInSeat: number;
  travelClass: TravelClass;
}

/** A flight search that passed validation: the departure date is known. */
export interface FlightSearch extends FlightSearchForm {
  departureDate: CalendarDate;
}

export type FlightSearchField =
  | 'origin'
  | 'destination'
  | 'departureDate'
  | 'returnDate'
  | 'adults'
  | 'children'
  | 'infantsOnLap'
  | 'infantsInSeat'
  | 'passengers';
export type FlightSearchIssue = SearchIssue<FlightSearchField, keyof typeof flightSearchMessages>;

function issue(
  field: FlightSearchField,
  code: keyof typeof flightSearchMessages,
): FlightSearchIssue {
  return { field, code, message: flightSearchMessages[code] };
}

const COUNTS = [
  ['adults', FLIGHT_ADULTS, 'adultsOutOfRange'],
  ['children', FLIGHT_CHILDREN, 'childrenOutOfRange'],
  ['infantsOnLap', FLIGHT_INFANTS_ON_LAP, 'infantsOnLapOutOfRange'],
  ['infantsInSeat', FLIGHT_INFANTS_IN_SEAT, 'infantsInSeatOutOfRange'],
] as const;

/**
 * travel.md §5, one issue per field in form order, the total last. `today` is the visitor's
 * calendar day, passed in so the rule never reads the clock. Departure may be today. A return on
 * the departure day is a day trip and allowed, as the mobile return picker (which blocks only
 * days before the departure) allows it; a return before the departure is refused.
 */
export function validateFlightSearch(
  form: FlightSearchForm,
  { today }: { today: CalendarDate },
): SearchValidation<FlightSearch, FlightSearchIssue> {
  const issues: FlightSearchIssue[] = [];
  const { departureDate, returnDate } = form;

  if (isBlank(form.origin)) issues.push(issue('origin', 'originRequired'));
  if (isBlank(form.destination)) issues.push(issue('destination', 'destinationRequired'));

  if (!departureDate) issues.push(issue('departureDate', 'departureRequired'));
  else if (departureDate.compare(today) < 0) issues.push(issue('departureDate', 'departureInPast'));

  if (returnDate && departureDate && returnDate.compare(departureDate) < 0) {
    issues.push(issue('returnDate', 'returnBeforeDeparture'));
  }

  let countsValid = true;
  for (const [field, range, code] of COUNTS) {
    if (!isCountInRange(form[field], range)) {
      issues.push(issue(field, code));
      countsValid = false;
    }
  }
  const total = form.adults + form.children + form.infantsOnLap + form.infantsInSeat;
  if (countsValid && total > FLIGHT_MAX_PASSENGERS) {
    issues.push(issue('passengers', 'tooManyPassengers'));
  }

  if (issues.length === 0 && departureDate) {
    return { ok: true, search: { ...form, departureDate } };
  }
  return { ok: false, issues };
}
