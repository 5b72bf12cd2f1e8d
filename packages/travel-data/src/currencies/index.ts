/**
 * Currencies (see SOURCE.md): every ISO 4217 code with its name and minor units from
 * `currency-codes` (ISO 4217 List One), the symbol from `countries-list`, and the codes
 * `countries-list` assigns to a country that the List One copy predates. Pure lookups.
 */
import currencyCodes from 'currency-codes';
import { countries } from 'countries-list';
import { currencies as countriesListCurrencies } from 'countries-list/currencies';

export interface Currency {
  /** ISO 4217 alphabetic code, e.g. `EUR`. */
  code: string;
  /** ISO 4217 numeric code, e.g. `978`. */
  numeric: string;
  /** ISO 4217's name, e.g. `Euro`. */
  name: string;
  /** Digits after the decimal point (ISO 4217 minor units): 2 for EUR, 0 for JPY, 3 for BHD. */
  minorUnits: number;
  /** The usual symbol, e.g. `€`; null where the symbol source lists none for the code. */
  symbol: string | null;
}

/** The ISO 4217 List One publication the names and minor units come from (YYYY-MM-DD). */
export const ISO_4217_PUBLISH_DATE: string = currencyCodes.publishDate;

const symbolOf = (code: string): string | null =>
  (countriesListCurrencies as Record<string, { symbol: string } | undefined>)[code]?.symbol ?? null;

const isoCurrencies: Currency[] = currencyCodes.data.map((record) => ({
  code: record.code,
  numeric: record.number,
  name: record.currency,
  minorUnits: record.digits,
  symbol: symbolOf(record.code),
}));

const isoCodes = new Set(isoCurrencies.map((currency) => currency.code));

/**
 * Codes a country uses today (countries-list, 2026) that the List One copy (2024-06-25) does not
 * have yet: the Caribbean guilder, XCG. Withdrawn codes countries-list still describes (SLL, USS)
 * are no country's currency, so they stay out.
 */
const newerCurrencies: Currency[] = [
  ...new Set(Object.values(countries).flatMap((country) => country.currency)),
]
  .filter((code) => !isoCodes.has(code))
  .flatMap((code) => {
    const described = (
      countriesListCurrencies as Record<
        string,
        { name: string; symbol: string; numeric: string; decimals: number } | undefined
      >
    )[code];
    if (!described) return [];
    return [
      {
        code,
        numeric: described.numeric,
        name: described.name,
        minorUnits: described.decimals,
        symbol: described.symbol,
      },
    ];
  });

/** Every currency, sorted by code. */
export const CURRENCIES: readonly Currency[] = [...isoCurrencies, ...newerCurrencies].sort((a, b) =>
  a.code.localeCompare(b.code),
);

const byCode = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/** The currency for an ISO 4217 code (upper case), or undefined when there is none. */
export function currencyByCode(code: string): Currency | undefined {
  return byCode.get(code);
}

/** Whether `code` is a known ISO 4217 code (upper case, as the standard writes them). */
export function isCurrencyCode(code: string): boolean {
  return byCode.has(code);
}

/**
 * The currencies a country uses (ISO 3166-1 alpha-2, upper case), in countries-list's order (the
 * main one first): ["EUR"] for FR, ["PAB", "USD"] for PA, [] for Antarctica; undefined for a code
 * that is no country.
 */
export function countryCurrencies(country: string): readonly string[] | undefined {
  return (countries as Record<string, { currency: string[] } | undefined>)[country]?.currency;
}
