/**
 * The trip-cost calculator's rules (issue 17 item 2, travel.md §2): reading the form as typed,
 * refusing what cannot be a cost, and the split (flights, lodging, daily spend) and total in exact
 * decimal arithmetic. The amounts are entered in one currency; `allocateConverted` spreads the
 * converter's total in the chosen currency over the parts, so the parts still add up to it to the
 * last minor unit. Pure: no React, no network.
 */
import Decimal from 'decimal.js';

/** The largest amount one field takes (a flight total, a night's lodging, a day's spend). */
export const MAX_AMOUNT = 10_000_000;
/** The party size the calculator prices: one to fifty travellers. */
export const MAX_TRAVELLERS = 50;
/** Rooms are priced per night; a party never needs more rooms than the largest party. */
export const MAX_ROOMS = MAX_TRAVELLERS;
/** Nights and days of one trip: up to a year, which also keeps every total convertible. */
export const MAX_TRIP_DAYS = 365;

/** Far more digits than any total here has, so nothing rounds before the final figure. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type FlightsBasis = 'total' | 'traveller';

/** The form as typed: every number is the text of its field. */
export interface TripCostForm {
  flights: string;
  flightsBasis: FlightsBasis;
  nights: string;
  lodgingPerNight: string;
  rooms: string;
  dailySpend: string;
  days: string;
  travellers: string;
  /** The currency the amounts are entered in. */
  currency: string;
  /** The currency the split and the total are shown in. */
  showIn: string;
}

export type TripCostField = Exclude<keyof TripCostForm, 'flightsBasis'>;

export const EMPTY_TRIP_COST_FORM: TripCostForm = {
  flights: '',
  flightsBasis: 'traveller',
  nights: '',
  lodgingPerNight: '',
  rooms: '1',
  dailySpend: '',
  days: '',
  travellers: '1',
  currency: 'USD',
  showIn: 'USD',
};

type AmountField = 'flights' | 'lodgingPerNight' | 'dailySpend';
type CountField = 'nights' | 'days' | 'rooms' | 'travellers';

/** How each field is named inside a sentence, and how it starts one. */
const FIELD_NAMES: Record<AmountField | CountField, [inSentence: string, first: string]> = {
  flights: ['the flight cost', 'The flight cost'],
  lodgingPerNight: ['the lodging cost per night', 'The lodging cost per night'],
  dailySpend: ['the daily spend', 'The daily spend'],
  nights: ['the number of nights', 'The number of nights'],
  days: ['the number of days', 'The number of days'],
  rooms: ['the number of rooms', 'The number of rooms'],
  travellers: ['the number of travellers', 'The number of travellers'],
};

const COUNT_BOUNDS: Record<CountField, [min: number, max: number]> = {
  nights: [0, MAX_TRIP_DAYS],
  days: [0, MAX_TRIP_DAYS],
  rooms: [1, MAX_ROOMS],
  travellers: [1, MAX_TRAVELLERS],
};

export const TRIP_COST_TEXTS = {
  empty: (field: AmountField | CountField) => `Enter ${FIELD_NAMES[field][0]}.`,
  notAnAmount: (field: AmountField) =>
    `Enter ${FIELD_NAMES[field][0]} as a number, such as 120 or 99.50.`,
  negative: (field: AmountField | CountField) => `${FIELD_NAMES[field][1]} cannot be negative.`,
  tooLarge: (field: AmountField) => `${FIELD_NAMES[field][1]} must be at most 10,000,000.`,
  tooPrecise: (field: AmountField, currency: string, minorUnits: number) =>
    minorUnits === 0
      ? `${FIELD_NAMES[field][1]} must be a whole amount in ${currency}.`
      : `${FIELD_NAMES[field][1]} can have at most ${minorUnits} decimal places in ${currency}.`,
  notACount: (field: CountField) =>
    `Enter ${FIELD_NAMES[field][0]} as a whole number, such as ${COUNT_BOUNDS[field][0] + 2}.`,
  outOfRange: (field: CountField) => {
    const [min, max] = COUNT_BOUNDS[field];
    return `${FIELD_NAMES[field][1]} must be from ${min} to ${max}.`;
  },
  unknownCurrency: (code: string) =>
    `Unknown currency code: ${code || '(none)'}. Choose a currency from the list.`,
} as const;

/** What the calculator knows of a currency: its ISO 4217 minor units (2 for EUR, 0 for JPY). */
export type MinorUnitsOf = (code: string) => number | undefined;

export interface TripCost {
  flights: Decimal;
  flightsBasis: FlightsBasis;
  nights: number;
  lodgingPerNight: Decimal;
  rooms: number;
  dailySpend: Decimal;
  days: number;
  travellers: number;
  currency: string;
  showIn: string;
}

export type TripCostCheck =
  { ok: true; trip: TripCost } | { ok: false; errors: Partial<Record<TripCostField, string>> };

/** The locale's decimal separator ("." in en, "," in de). */
function decimalSeparator(locale: string): string {
  const part = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((entry) => entry.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * The number typed, as plain decimal text ("1234.5"), or undefined when it is none. Spaces and
 * apostrophes group digits; where the locale writes a decimal comma, a point is a group separator
 * when it is one ("1.234") and the decimal point otherwise, as the currency converter reads it.
 */
export function plainNumber(text: string, locale: string): string | undefined {
  const typed = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const pointIsGroup =
    decimalSeparator(locale) === ',' &&
    (typed.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(typed));
  const plain = pointIsGroup
    ? typed.replaceAll('.', '').replace(',', '.')
    : typed.replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : undefined;
}

function readAmount(
  form: TripCostForm,
  field: AmountField,
  minorUnits: number | undefined,
  locale: string,
): Decimal | string {
  if (form[field].trim() === '') return TRIP_COST_TEXTS.empty(field);
  const plain = plainNumber(form[field], locale);
  if (plain === undefined) return TRIP_COST_TEXTS.notAnAmount(field);
  const amount = new Exact(plain);
  if (amount.isNegative() && !amount.isZero()) return TRIP_COST_TEXTS.negative(field);
  if (amount.greaterThan(MAX_AMOUNT)) return TRIP_COST_TEXTS.tooLarge(field);
  if (minorUnits !== undefined && amount.decimalPlaces() > minorUnits) {
    return TRIP_COST_TEXTS.tooPrecise(field, form.currency, minorUnits);
  }
  return amount;
}

function readCount(form: TripCostForm, field: CountField, locale: string): number | string {
  if (form[field].trim() === '') return TRIP_COST_TEXTS.empty(field);
  const plain = plainNumber(form[field], locale);
  if (plain === undefined || plain.includes('.')) return TRIP_COST_TEXTS.notACount(field);
  if (plain.startsWith('-') && !/^-0+$/.test(plain)) return TRIP_COST_TEXTS.negative(field);
  const [min, max] = COUNT_BOUNDS[field];
  const count = Number(plain);
  if (count < min || count > max) return TRIP_COST_TEXTS.outOfRange(field);
  return count;
}

/** The form checked field by field: the trip, or each refused field with the sentence why. */
export function checkTripCost(
  form: TripCostForm,
  minorUnitsOf: MinorUnitsOf,
  locale: string,
): TripCostCheck {
  const errors: Partial<Record<TripCostField, string>> = {};
  const entryMinorUnits = minorUnitsOf(form.currency);
  if (entryMinorUnits === undefined)
    errors.currency = TRIP_COST_TEXTS.unknownCurrency(form.currency);
  if (minorUnitsOf(form.showIn) === undefined) {
    errors.showIn = TRIP_COST_TEXTS.unknownCurrency(form.showIn);
  }
  const amount = (field: AmountField) => {
    const value = readAmount(form, field, entryMinorUnits, locale);
    if (typeof value === 'string') errors[field] = value;
    return value;
  };
  const count = (field: CountField) => {
    const value = readCount(form, field, locale);
    if (typeof value === 'string') errors[field] = value;
    return value;
  };
  const flights = amount('flights');
  const nights = count('nights');
  const lodgingPerNight = amount('lodgingPerNight');
  const rooms = count('rooms');
  const dailySpend = amount('dailySpend');
  const days = count('days');
  const travellers = count('travellers');
  if (
    Object.keys(errors).length > 0 ||
    typeof flights === 'string' ||
    typeof nights === 'string' ||
    typeof lodgingPerNight === 'string' ||
    typeof rooms === 'string' ||
    typeof dailySpend === 'string' ||
    typeof days === 'string' ||
    typeof travellers === 'string'
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    trip: {
      flights,
      flightsBasis: form.flightsBasis,
      nights,
      lodgingPerNight,
      rooms,
      dailySpend,
      days,
      travellers,
      currency: form.currency,
      showIn: form.showIn,
    },
  };
}

export const SPLIT_PARTS = ['flights', 'lodging', 'dailySpend'] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

/** Amounts as decimal text with the currency's minor units ("1234.50"). */
export type Split = Record<SplitPart | 'total', string>;

/**
 * The trip's cost in its entry currency: flights (the total, or per traveller × travellers),
 * nights × lodging per night × rooms, daily spend × days × travellers, and their sum. Every input
 * has at most the currency's minor units, so the products are exact and nothing is rounded.
 */
export function tripSplit(trip: TripCost, minorUnits: number): Split {
  const flights =
    trip.flightsBasis === 'traveller' ? trip.flights.times(trip.travellers) : trip.flights;
  const lodging = trip.lodgingPerNight.times(trip.nights).times(trip.rooms);
  const dailySpend = trip.dailySpend.times(trip.days).times(trip.travellers);
  const total = flights.plus(lodging).plus(dailySpend);
  const text = (amount: Decimal) => amount.toFixed(minorUnits);
  return {
    flights: text(flights),
    lodging: text(lodging),
    dailySpend: text(dailySpend),
    total: text(total),
  };
}

/**
 * The split in the chosen currency, given the converter's figure for the whole total: each part
 * gets its share of that total rounded down to the minor unit, and the units left over go one each
 * to the parts that lost the most in rounding (largest remainder), so the parts always add up to
 * exactly the converted total and no part is off by more than one minor unit.
 */
export function allocateConverted(split: Split, convertedTotal: string, minorUnits: number): Split {
  const unit = new Exact(10).pow(-minorUnits);
  const target = new Exact(convertedTotal);
  const total = new Exact(split.total);
  if (total.isZero()) {
    const zero = new Exact(0).toFixed(minorUnits);
    return { flights: zero, lodging: zero, dailySpend: zero, total: target.toFixed(minorUnits) };
  }
  const shares = SPLIT_PARTS.map((part) => {
    const exact = new Exact(split[part]).times(target).dividedBy(total);
    const floored = exact.dividedBy(unit).floor().times(unit);
    return { part, floored, remainder: exact.minus(floored) };
  });
  const allocated = shares.reduce((sum, share) => sum.plus(share.floored), new Exact(0));
  let unitsLeft = target.minus(allocated).dividedBy(unit).round().toNumber();
  // Largest remainder first; ties keep the split's order (flights, lodging, daily spend).
  for (const share of shares.toSorted((a, b) => b.remainder.comparedTo(a.remainder))) {
    if (unitsLeft <= 0) break;
    share.floored = share.floored.plus(unit);
    unitsLeft -= 1;
  }
  const result = Object.fromEntries(
    shares.map(({ part, floored }) => [part, floored.toFixed(minorUnits)]),
  ) as Record<SplitPart, string>;
  return { ...result, total: target.toFixed(minorUnits) };
}

/** Each part's share of the total in whole percent (for the chart's bars and the table). */
export function splitPercentages(split: Split): Record<SplitPart, number> {
  const total = new Exact(split.total);
  const percent = (part: SplitPart) =>
    total.isZero() ? 0 : new Exact(split[part]).times(100).dividedBy(total).round().toNumber();
  return {
    flights: percent('flights'),
    lodging: percent('lodging'),
    dailySpend: percent('dailySpend'),
  };
}
