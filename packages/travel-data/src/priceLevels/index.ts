/**
 * Price levels per country (see SOURCE.md): the World Bank's price level ratio of the PPP
 * conversion factor to the market exchange rate, US = 1, with the year of each value. It is a
 * whole-economy index, not tourist prices: shown as "≈ 0.73 × US prices (2023)", never turned
 * into an amount of money here.
 */
import priceLevels from './priceLevels.json';

export interface PriceLevel {
  /** Prices relative to the United States (1), as the source writes the value. */
  ratio: string;
  /** The year the value is for. */
  year: number;
}

/** Where the figures come from, shown with each one (data-sources.md rule 2). */
export const PRICE_LEVEL_SOURCE = {
  label:
    'World Bank, World Development Indicators (PA.NUS.PPPC.RF): price level ratio of PPP conversion factor (GDP) to market exchange rate, CC BY 4.0',
  url: 'https://data.worldbank.org/indicator/PA.NUS.PPPC.RF',
  /** The download's "Last Updated Date" (YYYY-MM-DD). */
  updatedOn: priceLevels.updatedOn,
  commit: priceLevels.commit,
} as const;

const levels: Readonly<Record<string, PriceLevel | undefined>> = priceLevels.levels;

/** The countries with a value (ISO 3166-1 alpha-2), sorted. */
export const PRICE_LEVEL_COUNTRIES: readonly string[] = Object.keys(levels);

/** A country's latest price level (ISO 3166-1 alpha-2, upper case), or undefined. */
export function priceLevel(country: string): PriceLevel | undefined {
  return levels[country];
}

/**
 * The ratio to two decimals, as the source's precision is not the index's meaning: "0.73".
 * Whole-economy price levels differ by more than that between one survey and the next.
 */
export function roundedPriceLevel({ ratio }: PriceLevel): string {
  return (Math.round(Number(ratio) * 100) / 100).toFixed(2);
}
