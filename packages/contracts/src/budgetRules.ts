/**
 * The budget rule (issue 13 item 2): the traveller's own daily spend by category, at home prices,
 * scaled by the World Bank price level of the destination over that of home (PA.NUS.PPPC.RF,
 * @voyagent/travel-data/priceLevels). No open dataset gives amounts or shares by category, or a
 * multiplier per travel style, so none is invented: the style is recorded and shown, and changes
 * no figure. Exact decimal arithmetic; each category is rounded once, to the currency's minor
 * units, and the totals add the rounded figures so what is shown adds up.
 */
import {
  countryCurrencies,
  currencyByCode,
  isCurrencyCode,
} from '@voyagent/travel-data/currencies';
import {
  ConversionError,
  convertAmount,
  SHIPPED_RATES,
  type RateSnapshot,
} from '@voyagent/travel-data/exchangeRates';
import {
  PRICE_LEVEL_SOURCE,
  priceLevel,
  roundedPriceLevel,
  type PriceLevel,
} from '@voyagent/travel-data/priceLevels';
import Decimal from 'decimal.js';

/** Enough digits that no ratio or amount loses one before the single rounding. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const BUDGET_CATEGORIES = ['lodging', 'food', 'transport', 'activities', 'other'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const TRAVEL_STYLES = ['budget', 'midRange', 'luxury'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

/** Whether the daily amounts are for one traveller (× party size) or for the whole party. */
export const BUDGET_BASES = ['perPerson', 'party'] as const;
export type BudgetBasis = (typeof BUDGET_BASES)[number];

/** The largest daily amount of one category: beyond it is a typing mistake. */
export const MAX_DAILY_AMOUNT = 1_000_000;
export const MAX_TRIP_DAYS = 365;
export const MAX_TRAVELLERS = 50;

export const BUDGET_TEXTS = {
  country: (field: 'home' | 'destination') =>
    `${field} must be a two-letter ISO 3166-1 country code such as FR.`,
  noPriceLevel: (field: 'home' | 'destination', code: string) =>
    `${field}: the World Bank has no price level for ${code}, so no budget can be scaled for it. Choose another country.`,
  currency: 'currency must be a three-letter ISO 4217 code such as EUR.',
  unknownCurrency: (code: string) =>
    `currency: ${code} is not an ISO 4217 currency. Use a code such as EUR.`,
  amount: (category: BudgetCategory) =>
    `daily.${category} must be an amount of 0 or more, written as a number.`,
  hugeAmount: (category: BudgetCategory) => `daily.${category} must be at most 1,000,000 a day.`,
  noSpend: 'daily: enter at least one daily amount greater than 0.',
  days: `days must be a whole number of days from 1 to ${MAX_TRIP_DAYS}.`,
  travellers: `travellers must be a whole number of travellers from 1 to ${MAX_TRAVELLERS}.`,
  style: 'style must be budget, midRange or luxury.',
  basis: 'basis must be perPerson or party.',
  /** Shown with every estimate: whose figures these are, and what the index is. */
  notice:
    'These are your own daily figures, scaled by the World Bank price level of the destination against your home country. The price level covers the whole economy, not tourist prices, and no open data splits it by category or travel style: your style is recorded with the budget but changes no figure.',
  noConversion: (currency: string, destinationCurrencies: readonly string[]) =>
    destinationCurrencies.length === 0
      ? `Not available: we do not know the destination's currency, so the budget stays in ${currency}.`
      : `Not available: the reference rates have no rate for ${destinationCurrencies.join(' or ')}, so the budget stays in ${currency}.`,
} as const;

/** What the traveller states: their own spend per day, at home, in their currency. */
export interface BudgetInput {
  home: string;
  destination: string;
  currency: string;
  daily: Record<BudgetCategory, number | string>;
  basis: BudgetBasis;
  days: number;
  travellers: number;
  style: TravelStyle;
}

/** A refused input: the field to fix and the text to show. */
export class BudgetError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const isWholeIn = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** The daily amount as a finite, non-negative decimal, or the text refusing it. */
function dailyAmount(category: BudgetCategory, value: unknown): Decimal {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(text)) {
    throw new BudgetError(`daily.${category}`, BUDGET_TEXTS.amount(category));
  }
  const amount = new Exact(text);
  if (amount.greaterThan(MAX_DAILY_AMOUNT)) {
    throw new BudgetError(`daily.${category}`, BUDGET_TEXTS.hugeAmount(category));
  }
  return amount;
}

function levelOf(field: 'home' | 'destination', code: unknown): PriceLevel {
  if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) {
    throw new BudgetError(field, BUDGET_TEXTS.country(field));
  }
  const level = priceLevel(code);
  if (!level && !countryCurrencies(code)) throw new BudgetError(field, BUDGET_TEXTS.country(field));
  if (!level) throw new BudgetError(field, BUDGET_TEXTS.noPriceLevel(field, code));
  return level;
}

/**
 * The first problem of an input, in field order, or undefined: the request schema and the rule
 * refuse with the same texts.
 */
export function budgetInputProblem(input: BudgetInput): BudgetError | undefined {
  try {
    checkedInput(input);
    return undefined;
  } catch (error) {
    if (error instanceof BudgetError) return error;
    throw error;
  }
}

function checkedInput(input: BudgetInput) {
  const home = levelOf('home', input.home);
  const destination = levelOf('destination', input.destination);
  if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency)) {
    throw new BudgetError('currency', BUDGET_TEXTS.currency);
  }
  const currency = currencyByCode(input.currency);
  if (!isCurrencyCode(input.currency) || !currency) {
    throw new BudgetError('currency', BUDGET_TEXTS.unknownCurrency(input.currency));
  }
  const daily = BUDGET_CATEGORIES.map(
    (category) => [category, dailyAmount(category, input.daily[category])] as const,
  );
  if (daily.every(([, amount]) => amount.isZero())) {
    throw new BudgetError('daily', BUDGET_TEXTS.noSpend);
  }
  if (!isWholeIn(input.days, MAX_TRIP_DAYS)) throw new BudgetError('days', BUDGET_TEXTS.days);
  if (!isWholeIn(input.travellers, MAX_TRAVELLERS)) {
    throw new BudgetError('travellers', BUDGET_TEXTS.travellers);
  }
  if (!(TRAVEL_STYLES as readonly unknown[]).includes(input.style)) {
    throw new BudgetError('style', BUDGET_TEXTS.style);
  }
  if (!(BUDGET_BASES as readonly unknown[]).includes(input.basis)) {
    throw new BudgetError('basis', BUDGET_TEXTS.basis);
  }
  return { home, destination, currency, daily };
}

export interface BudgetLine {
  category: BudgetCategory;
  /** The traveller's own daily amount at home prices, as decimal text in the currency's units. */
  entered: string;
  /** That amount scaled by the price-level ratio, rounded to the currency's minor units. */
  scaled: string;
}

export interface PriceLevelFigure {
  country: string;
  /** The source's value (United States = 1). */
  ratio: string;
  /** The same to two decimals, as shown: "0.73". */
  shown: string;
  year: number;
}

export interface BudgetEstimate {
  home: PriceLevelFigure;
  destination: PriceLevelFigure;
  /** Destination over home price level, to 4 significant digits (shown; the sums use it whole). */
  ratio: string;
  currency: string;
  minorUnits: number;
  style: TravelStyle;
  basis: BudgetBasis;
  days: number;
  travellers: number;
  lines: BudgetLine[];
  /** The scaled lines' sum: for one traveller (perPerson) or the party (party), one day. */
  dailyTotal: string;
  /** dailyTotal × days, × travellers when the amounts are per person. */
  tripTotal: string;
  /** The totals in the destination's currency, or null with `conversionNote` saying why. */
  converted: {
    currency: string;
    minorUnits: number;
    dailyTotal: string;
    tripTotal: string;
    /** How many of the destination's currency one unit of `currency` buys. */
    rate: string;
    fromPeriod: string;
    toPeriod: string;
  } | null;
  conversionNote: string | null;
  /** The rates' source, with `kind` as the converter answers it (annual-average, daily, latest). */
  rateSource: RateSnapshot['source'] & { kind: RateSnapshot['kind'] };
  priceLevelSource: {
    label: string;
    url: string;
    licence: string;
    updatedOn: string;
  };
  notice: string;
}

const figure = (country: string, level: PriceLevel): PriceLevelFigure => ({
  country,
  ratio: level.ratio,
  shown: roundedPriceLevel(level),
  year: level.year,
});

/** The destination's first currency the rates quote, converted; or null with the reason. */
function convertTotals(
  currency: string,
  destination: string,
  totals: { dailyTotal: string; tripTotal: string },
  rates: RateSnapshot,
): Pick<BudgetEstimate, 'converted' | 'conversionNote'> {
  const candidates = countryCurrencies(destination) ?? [];
  for (const target of candidates) {
    try {
      const daily = convertAmount(totals.dailyTotal, currency, target, rates);
      const trip = convertAmount(totals.tripTotal, currency, target, rates);
      return {
        converted: {
          currency: target,
          minorUnits: daily.minorUnits,
          dailyTotal: daily.amount,
          tripTotal: trip.amount,
          rate: daily.rate,
          fromPeriod: daily.fromPeriod,
          toPeriod: daily.toPeriod,
        },
        conversionNote: null,
      };
    } catch (error) {
      if (!(error instanceof ConversionError)) throw error;
      // The traveller's own currency without a rate: no destination currency can help.
      if (error.code === currency) break;
    }
  }
  return { converted: null, conversionNote: BUDGET_TEXTS.noConversion(currency, candidates) };
}

/**
 * The estimate for `input`; throws BudgetError naming the field for any invalid input. `rates`
 * are the converter's (the shipped reference rates unless a caller has fresher ones).
 */
export function estimateBudget(
  input: BudgetInput,
  rates: RateSnapshot = SHIPPED_RATES,
): BudgetEstimate {
  const { home, destination, currency, daily } = checkedInput(input);
  const ratio = new Exact(destination.ratio).dividedBy(home.ratio);
  const units = currency.minorUnits;
  const lines = daily.map(([category, amount]) => ({
    category,
    entered: amount.toFixed(units, Decimal.ROUND_HALF_UP),
    scaled: amount.times(ratio).toFixed(units, Decimal.ROUND_HALF_UP),
  }));
  const dailyTotal = lines.reduce((sum, line) => sum.plus(line.scaled), new Exact(0));
  const people = input.basis === 'perPerson' ? input.travellers : 1;
  const tripTotal = dailyTotal.times(input.days).times(people);
  const totals = { dailyTotal: dailyTotal.toFixed(units), tripTotal: tripTotal.toFixed(units) };
  return {
    home: figure(input.home, home),
    destination: figure(input.destination, destination),
    ratio: ratio.toSignificantDigits(4, Decimal.ROUND_HALF_UP).toString(),
    currency: currency.code,
    minorUnits: units,
    style: input.style,
    basis: input.basis,
    days: input.days,
    travellers: input.travellers,
    lines,
    ...totals,
    ...convertTotals(currency.code, input.destination, totals, rates),
    rateSource: { ...rates.source, kind: rates.kind },
    priceLevelSource: {
      label: 'World Bank, World Development Indicators (PA.NUS.PPPC.RF)',
      url: PRICE_LEVEL_SOURCE.url,
      licence: 'CC BY 4.0',
      updatedOn: PRICE_LEVEL_SOURCE.updatedOn,
    },
    notice: BUDGET_TEXTS.notice,
  };
}
