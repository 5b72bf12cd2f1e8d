/**
 * The calculator's inputs in a link (issue 17 item 2: shareable by URL). `encodeTripCostQuery`
 * writes every field as a query parameter; `decodeTripCostQuery` reads back only parameters of the
 * right shape and ignores the rest (a hand-edited or truncated link never breaks the page: the
 * field keeps its default, and the calculator's own checks judge what was read). Pure.
 */
import type { FlightsBasis, TripCostForm } from './tripCost';

/** The route the link opens. */
export const TRAVEL_CALCULATOR_PATH = '/travel-calculator';

/** Each form field's query parameter, short so a shared link stays readable. */
const PARAMETERS = {
  flights: 'flights',
  flightsBasis: 'flightsPer',
  nights: 'nights',
  lodgingPerNight: 'lodging',
  rooms: 'rooms',
  dailySpend: 'daily',
  days: 'days',
  travellers: 'travellers',
  currency: 'currency',
  showIn: 'showIn',
} as const satisfies Record<keyof TripCostForm, string>;

/** A typed number: digits, one optional decimal point, never longer than a sane figure. */
const NUMBER = /^\d{1,12}(\.\d{1,6})?$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const FLIGHTS_BASES: readonly FlightsBasis[] = ['total', 'traveller'];

/** "?flights=…&…" for the form, in the fields' order. */
export function encodeTripCostQuery(form: TripCostForm): string {
  const query = new URLSearchParams();
  for (const [field, parameter] of Object.entries(PARAMETERS) as [keyof TripCostForm, string][]) {
    const value = form[field].trim();
    if (value !== '') query.set(parameter, value);
  }
  return `?${query.toString()}`;
}

/** The link that opens the calculator with `form` filled in, on `origin`. */
export function tripCostLink(origin: string, form: TripCostForm): string {
  return `${origin}${TRAVEL_CALCULATOR_PATH}${encodeTripCostQuery(form)}`;
}

function wellFormed(field: keyof TripCostForm, value: string): boolean {
  if (field === 'flightsBasis') return (FLIGHTS_BASES as readonly string[]).includes(value);
  if (field === 'currency' || field === 'showIn') return CURRENCY_CODE.test(value);
  return NUMBER.test(value);
}

/**
 * The fields a query string sets (with or without its "?"), each only when its parameter appears
 * once and has the field's shape; any other parameter, a repeated one or a malformed value is
 * ignored. Never throws.
 */
export function decodeTripCostQuery(search: string): Partial<TripCostForm> {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return {};
  }
  const fields: Partial<Record<keyof TripCostForm, string>> = {};
  for (const [field, parameter] of Object.entries(PARAMETERS) as [keyof TripCostForm, string][]) {
    const values = query.getAll(parameter);
    const [value] = values;
    if (values.length === 1 && value !== undefined && wellFormed(field, value)) {
      fields[field] = value;
    }
  }
  return fields as Partial<TripCostForm>;
}
