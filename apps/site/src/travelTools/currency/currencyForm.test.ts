import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXTS,
  currencyLabel,
  formatMoney,
  parseAmountInput,
  ratePeriodLine,
  rateSourceLine,
} from './currencyForm';

describe('parseAmountInput', () => {
  it("reads the amount in the locale's notation", () => {
    expect(parseAmountInput('100', 'en-US')).toEqual({ ok: true, amount: 100 });
    expect(parseAmountInput(' 1,234.5 ', 'en-US')).toEqual({ ok: true, amount: 1234.5 });
    expect(parseAmountInput('1.234,5', 'de-DE')).toEqual({ ok: true, amount: 1234.5 });
    expect(parseAmountInput('1 234,5', 'fr-FR')).toEqual({ ok: true, amount: 1234.5 });
    expect(parseAmountInput('12.50', 'fr-FR')).toEqual({ ok: true, amount: 12.5 });
    expect(parseAmountInput('1.234', 'de-DE')).toEqual({ ok: true, amount: 1234 });
    expect(parseAmountInput('-5', 'en-US')).toEqual({ ok: true, amount: -5 });
  });

  it('refuses an empty field and text that is not a number', () => {
    expect(parseAmountInput('  ', 'en-US')).toEqual({ ok: false, message: AMOUNT_TEXTS.empty });
    for (const typed of ['abc', '12e3', '1.2.3', 'NaN', '--1', '€5']) {
      expect(parseAmountInput(typed, 'en-US')).toEqual({
        ok: false,
        message: AMOUNT_TEXTS.notANumber,
      });
    }
  });
});

describe('formatMoney', () => {
  it("formats the decimal text with the currency's minor units in the locale", () => {
    expect(formatMoney('113.00', 'USD', 2, 'en-US')).toBe('$113.00');
    expect(formatMoney('1497', 'JPY', 0, 'en-US')).toBe('¥1,497');
    expect(formatMoney('0.376', 'BHD', 3, 'en-US')).toBe('BHD\u00a00.376');
    expect(formatMoney('1234.50', 'EUR', 2, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('keeps every digit of amounts past the precision of a float', () => {
    expect(formatMoney('90071992547409.93', 'USD', 2, 'en-US')).toBe('$90,071,992,547,409.93');
  });
});

describe('rate lines', () => {
  const pair = { from: 'EUR', to: 'USD', fromPeriod: '2025', toPeriod: '2025' };

  it('labels an annual average as such, with its year or years', () => {
    expect(ratePeriodLine({ kind: 'annual-average' }, pair, 'en-US')).toBe(
      'Official exchange rate, 2025 annual average',
    );
    expect(
      ratePeriodLine({ kind: 'annual-average' }, { ...pair, to: 'ETB', toPeriod: '2024' }, 'en-US'),
    ).toBe('Official exchange rates, annual averages: EUR 2025, ETB 2024');
  });

  it("dates a daily reference rate and a live rate's time", () => {
    const day = { ...pair, fromPeriod: '2026-11-20', toPeriod: '2026-11-20' };
    expect(ratePeriodLine({ kind: 'daily' }, day, 'en-US')).toBe(
      'Reference rate of November 20, 2026',
    );
    const live = { ...pair, toPeriod: '2026-11-23T14:00:00.000Z' };
    expect(ratePeriodLine({ kind: 'latest' }, live, 'en-GB')).toBe(
      'Live rate at 23 November 2026 at 14:00 UTC',
    );
  });

  it('names the source, its licence and its update date', () => {
    const source = {
      name: 'World Bank, World Development Indicators',
      licence: 'CC BY 4.0',
      url: 'https://data.worldbank.org',
      kind: 'annual-average' as const,
      updatedOn: '2026-07-13',
    };
    expect(rateSourceLine(source, 'en-US')).toBe(
      'Source: World Bank, World Development Indicators (CC BY 4.0), data updated July 13, 2026.',
    );
  });

  it('lists a currency with its code, name and symbol', () => {
    const euro = { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2, period: '2025' };
    expect(currencyLabel(euro)).toBe('EUR — Euro (€)');
    expect(currencyLabel({ ...euro, code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' })).toBe(
      'CHF — Swiss Franc',
    );
  });
});
