/**
 * The currency converter (issue 13 item 1): `currencies-list` names the currencies it can convert
 * and the rates' source; `currency-convert` converts an amount, counted as one of the caller's
 * currency_conversions (free: 20 a day, travel.md §9). Amounts travel as decimal text in answers,
 * so no figure is rounded twice.
 */
import { z } from 'zod';
import { defineCallableContract, defineScheduledContract } from './contract';
import { fingerprintHash } from './devices';
import { FUNCTION_NAMES } from './names';
import { noFields, requestObject } from './payload';
import { usageAnswer } from './usage';

/** The largest amount converted at once: one trillion. */
export const MAX_CONVERT_AMOUNT = 1_000_000_000_000;
/** An ISO 4217 alphabetic code as the standard writes it. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

const currencyCode = (field: 'from' | 'to') =>
  z
    .string({ error: `${field} must be a currency code such as EUR` })
    .regex(CURRENCY_CODE_PATTERN, `${field} must be a three-letter ISO 4217 code such as EUR`);

const AMOUNT_TEXT = 'amount must be a number';

/** Where the rates come from, as the page shows it beside every result. */
export const rateSource = z.strictObject({
  name: z.string(),
  licence: z.string(),
  url: z.string(),
  /** `annual-average` (a year's average), `daily` (a day's reference rate) or `latest` (live). */
  kind: z.enum(['annual-average', 'daily', 'latest']),
  /** The day the publisher last updated the data (YYYY-MM-DD). */
  updatedOn: z.string(),
});
export type RateSource = z.infer<typeof rateSource>;

export const convertibleCurrency = z.strictObject({
  code: z.string(),
  name: z.string(),
  symbol: z.string().nullable(),
  minorUnits: z.number().int().nonnegative(),
  /** The year (annual average) or day the currency's rate covers. */
  period: z.string(),
});
export type ConvertibleCurrency = z.infer<typeof convertibleCurrency>;

/** `currencies-list` {} → the currencies the converter has rates for, and those rates' source. */
export const currenciesList = defineCallableContract({
  name: FUNCTION_NAMES.currenciesList,
  access: 'public',
  request: noFields('currencies-list'),
  response: z.strictObject({ currencies: z.array(convertibleCurrency), source: rateSource }),
  errors: {},
});

/**
 * `currency-convert` {amount, from, to, fingerprint_hash?} → the converted amount. A signed-in
 * caller's conversion counts on the account, a guest's on the device (`fingerprint_hash`, which a
 * guest must send); past the day's cap it is refused (resource-exhausted) and nothing converts.
 */
export const currencyConvert = defineCallableContract({
  name: FUNCTION_NAMES.currencyConvert,
  access: 'public',
  request: requestObject(
    {
      amount: z
        .number({ error: AMOUNT_TEXT })
        .positive('amount must be greater than 0')
        .max(MAX_CONVERT_AMOUNT, 'amount must be at most 1,000,000,000,000'),
      from: currencyCode('from'),
      to: currencyCode('to'),
      fingerprint_hash: fingerprintHash.optional(),
    },
    'Send {amount, from, to}: an amount and two ISO 4217 currency codes.',
  ),
  response: z.strictObject({
    /** The converted amount as decimal text with `to`'s minor units, e.g. "113.00". */
    amount: z.string(),
    from: z.string(),
    to: z.string(),
    /** How many `to` one `from` buys, to 6 significant digits. */
    rate: z.string(),
    minorUnits: z.number().int().nonnegative(),
    /** The periods the two currencies' rates cover (a year, or a day). */
    fromPeriod: z.string(),
    toPeriod: z.string(),
    source: rateSource,
    /** Set when the live rates failed and the stored reference rates answered instead. */
    notice: z.string().nullable(),
    usage: usageAnswer,
  }),
  errors: {
    /** invalid-argument: a well-formed code that is no ISO 4217 currency. */
    unknownCurrency: (code: string) =>
      `Unknown currency code: ${code}. Use a three-letter ISO 4217 code such as EUR.`,
    /** invalid-argument: an ISO 4217 currency the rates do not quote. */
    noRate: (code: string) => `There is no reference rate for ${code}; choose another currency.`,
    /** invalid-argument: a guest's call without the device's fingerprint_hash. */
    guestDevice: 'Send fingerprint_hash: a guest’s conversions are counted per device.',
    /** resource-exhausted: past the free plan's currency_conversions cap. */
    dailyLimit: (cap: number) =>
      `Daily limit reached: you've used all ${cap} free currency conversions for today. Upgrade for unlimited use.`,
    /** In the answer's `notice`: the live provider failed, the stored rates answered. */
    liveRatesUnavailable: (updatedOn: string) =>
      `Live rates are unavailable right now, so this uses the stored reference rates updated on ${updatedOn}.`,
  },
});

/** `currency-rates-refresh`: daily, stores the keyed rate provider's latest rates. */
export const currencyRatesRefresh = defineScheduledContract({
  name: FUNCTION_NAMES.currencyRatesRefresh,
  schedule: 'every day 06:00',
});
