/**
 * Reference exchange rates and the conversion over them (see SOURCE.md). The shipped snapshot is
 * the default; a live provider's rates have the same shape (RateSnapshot). Conversion is exact
 * decimal arithmetic, rounded once, to the target currency's minor units: the converter page, the
 * travel calculator and the assistant's tool all call `convertAmount`.
 */
import Decimal from 'decimal.js';
import { currencyByCode } from '../currencies/index';
import type { RateSnapshot } from './snapshotSources';
import snapshot from './snapshot.json';

export type { RateSnapshot } from './snapshotSources';

/** The snapshot shipped in the repository (scripts/refresh-rates.mjs writes it). */
export const SHIPPED_RATES: RateSnapshot = snapshot as RateSnapshot;

/** Enough digits that no rate or amount of any currency loses one before the final rounding. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Significant digits of the rate shown beside a result ("1 EUR = 1.12998 USD"). */
export const RATE_SIGNIFICANT_DIGITS = 6;

export interface Conversion {
  /** The converted amount as decimal text, rounded half up to `to`'s minor units ("113.00"). */
  amount: string;
  /** How many `to` one `from` buys, to RATE_SIGNIFICANT_DIGITS significant digits. */
  rate: string;
  /** The digits after the decimal point of `amount` (ISO 4217 minor units of `to`). */
  minorUnits: number;
  /** The periods the two rates cover (a year for annual averages, a day for daily rates). */
  fromPeriod: string;
  toPeriod: string;
}

/** Why a conversion cannot be made: a code ISO 4217 does not have, or one the rates lack. */
export class ConversionError extends Error {
  constructor(
    readonly reason: 'unknown-currency' | 'no-rate',
    readonly code: string,
  ) {
    super(`${reason}: ${code}`);
  }
}

/** The currencies `rates` can convert between (known to ISO 4217 and quoted), by code. */
export function convertibleCodes(rates: RateSnapshot): string[] {
  return Object.keys(rates.rates)
    .filter((code) => currencyByCode(code))
    .sort();
}

function rateOf(rates: RateSnapshot, code: string) {
  if (!currencyByCode(code)) throw new ConversionError('unknown-currency', code);
  const rate = rates.rates[code];
  if (!rate) throw new ConversionError('no-rate', code);
  return rate;
}

/**
 * `amount` of `from` in `to`, through the snapshot's base: amount × to-per-base ÷ from-per-base.
 * `amount` is taken as the decimal it prints as (0.1 is one tenth, not the nearest double).
 * Throws ConversionError for an unknown code or one without a rate.
 */
export function convertAmount(
  amount: number | string,
  from: string,
  to: string,
  rates: RateSnapshot = SHIPPED_RATES,
): Conversion {
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  const minorUnits = currencyByCode(to)?.minorUnits ?? 2;
  const perUnit = new Exact(toRate.perBase).dividedBy(fromRate.perBase);
  const converted = new Exact(amount).times(toRate.perBase).dividedBy(fromRate.perBase);
  return {
    amount: converted.toFixed(minorUnits, Decimal.ROUND_HALF_UP),
    rate: perUnit.toSignificantDigits(RATE_SIGNIFICANT_DIGITS, Decimal.ROUND_HALF_UP).toString(),
    minorUnits,
    fromPeriod: fromRate.period,
    toPeriod: toRate.period,
  };
}
