import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  countryCurrencies,
  currencyByCode,
  isCurrencyCode,
  ISO_4217_PUBLISH_DATE,
} from './index';

describe('currencies', () => {
  it('lists the ISO 4217 List One codes and the newer Caribbean guilder, each once', () => {
    const codes = CURRENCIES.map((currency) => currency.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(180);
    expect(codes).toContain('XCG');
    expect(codes).not.toContain('SLL');
    expect(ISO_4217_PUBLISH_DATE).toBe('2024-06-25');
  });

  it('gives the name, minor units and symbol of a currency', () => {
    expect(currencyByCode('EUR')).toEqual({
      code: 'EUR',
      numeric: '978',
      name: 'Euro',
      minorUnits: 2,
      symbol: '€',
    });
    expect(currencyByCode('JPY')?.minorUnits).toBe(0);
    expect(currencyByCode('BHD')?.minorUnits).toBe(3);
    expect(currencyByCode('GBP')?.symbol).toBe('£');
  });

  it('has no symbol where the symbol source lists none', () => {
    expect(currencyByCode('BGN')?.symbol).toBeNull();
  });

  it('knows only upper-case ISO codes', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect(currencyByCode('ABC')).toBeUndefined();
  });

  it('names the currencies a country uses, the main one first', () => {
    expect(countryCurrencies('FR')).toEqual(['EUR']);
    expect(countryCurrencies('PA')).toEqual(['PAB', 'USD']);
    expect(countryCurrencies('AQ')).toEqual([]);
    expect(countryCurrencies('ZZ')).toBeUndefined();
  });
});
