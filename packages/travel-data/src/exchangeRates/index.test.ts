import { describe, expect, it } from 'vitest';
import {
  ConversionError,
  convertAmount,
  convertibleCodes,
  SHIPPED_RATES,
  type RateSnapshot,
} from './index';

/** Round figures, so every expected answer below is worked out by hand. */
const rates: RateSnapshot = {
  base: 'USD',
  kind: 'annual-average',
  source: {
    name: 'Test rates',
    licence: 'none',
    url: 'https://example.test',
    updatedOn: '2026-01-01',
  },
  rates: {
    USD: { perBase: '1', period: '2025' },
    EUR: { perBase: '0.8', period: '2025' },
    JPY: { perBase: '150', period: '2024' },
    BHD: { perBase: '0.376', period: '2025' },
  },
};

describe('convertAmount', () => {
  it('converts through the base: 100 EUR = 100 ÷ 0.8 USD', () => {
    expect(convertAmount(100, 'EUR', 'USD', rates)).toEqual({
      amount: '125.00',
      rate: '1.25',
      minorUnits: 2,
      fromPeriod: '2025',
      toPeriod: '2025',
    });
  });

  it('makes a cross rate between two quoted currencies: 1 EUR = 150 ÷ 0.8 JPY', () => {
    const conversion = convertAmount(1, 'EUR', 'JPY', rates);
    // 187.5 rounds half up to the yen's 0 minor units.
    expect(conversion.amount).toBe('188');
    expect(conversion.rate).toBe('187.5');
    expect(conversion.toPeriod).toBe('2024');
  });

  it("rounds to the target's minor units: three for the Bahraini dinar", () => {
    expect(convertAmount(1, 'USD', 'BHD', rates).amount).toBe('0.376');
    expect(convertAmount(10, 'USD', 'JPY', rates).amount).toBe('1500');
  });

  it('has no binary float drift: 1.005 rounds half up to 1.01, 0.07 × 0.8 is 0.056', () => {
    expect(convertAmount(1.005, 'USD', 'USD', rates).amount).toBe('1.01');
    expect(convertAmount('0.07', 'USD', 'EUR', rates).amount).toBe('0.06');
  });

  it('gives the rate to six significant digits: 1 JPY = 0.8 ÷ 150 EUR', () => {
    expect(convertAmount(1, 'JPY', 'EUR', rates).rate).toBe('0.00533333');
  });

  it('refuses a code ISO 4217 does not have, and one the rates do not quote', () => {
    expect(() => convertAmount(1, 'XYZ', 'USD', rates)).toThrow(
      new ConversionError('unknown-currency', 'XYZ'),
    );
    expect(() => convertAmount(1, 'USD', 'GBP', rates)).toThrow(
      new ConversionError('no-rate', 'GBP'),
    );
  });

  it('converts with the shipped World Bank snapshot: 100 EUR = 100 ÷ 0.88496895841236 USD', () => {
    const conversion = convertAmount(100, 'EUR', 'USD');
    expect(conversion).toMatchObject({ amount: '113.00', rate: '1.12998', fromPeriod: '2025' });
  });
});

describe('the shipped snapshot', () => {
  it('is the World Bank annual average, dated, quoting 140 currencies against USD', () => {
    expect(SHIPPED_RATES).toMatchObject({ base: 'USD', kind: 'annual-average' });
    expect(SHIPPED_RATES.source.updatedOn).toBe('2026-07-13');
    expect(convertibleCodes(SHIPPED_RATES)).toHaveLength(140);
    expect(SHIPPED_RATES.rates.USD).toEqual({ perBase: '1', period: '2025' });
  });
});
