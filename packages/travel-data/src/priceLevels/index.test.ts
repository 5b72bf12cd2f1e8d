import { describe, expect, it } from 'vitest';
import { PRICE_LEVEL_COUNTRIES, PRICE_LEVEL_SOURCE, priceLevel, roundedPriceLevel } from './index';

describe('price levels', () => {
  it('gives the latest value and its year, as in the World Bank file', () => {
    // The file's FRA, IND and CHE rows end with these 2023 values; the United States is 1.
    expect(priceLevel('FR')).toEqual({ ratio: '0.726997449278444', year: 2023 });
    expect(priceLevel('IN')).toEqual({ ratio: '0.244192422211422', year: 2023 });
    expect(priceLevel('CH')).toEqual({ ratio: '1.07544101770749', year: 2023 });
    expect(priceLevel('US')).toEqual({ ratio: '1', year: 2023 });
  });

  it('has countries only, by ISO alpha-2: no aggregate such as the world or the euro area', () => {
    expect(PRICE_LEVEL_COUNTRIES).toHaveLength(203);
    expect(PRICE_LEVEL_COUNTRIES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(priceLevel('EMU')).toBeUndefined();
    expect(priceLevel('ZZ')).toBeUndefined();
  });

  it('rounds the ratio to two decimals for display', () => {
    expect(roundedPriceLevel({ ratio: '0.726997449278444', year: 2023 })).toBe('0.73');
    expect(roundedPriceLevel({ ratio: '1', year: 2023 })).toBe('1.00');
    expect(roundedPriceLevel({ ratio: '0.244192422211422', year: 2023 })).toBe('0.24');
  });

  it('is dated by the download', () => {
    expect(PRICE_LEVEL_SOURCE.updatedOn).toBe('2024-06-28');
  });
});
