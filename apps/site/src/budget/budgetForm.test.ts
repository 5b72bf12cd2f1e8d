import { estimateBudget } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_PAGE_TEXTS,
  budgetSummary,
  chartBars,
  formStateOf,
  priceLevelLine,
  priceLevelSourceLine,
  readBudgetForm,
  savedBudgetHref,
  savedBudgetIdOf,
  type BudgetFormState,
} from './budgetForm';

const typed: BudgetFormState = {
  home: 'US',
  destination: 'FR',
  currency: 'USD',
  amounts: { lodging: '1,200.50', food: '40', transport: '', activities: '0', other: '-5' },
  basis: 'perPerson',
  days: '7',
  travellers: '2',
  style: 'midRange',
};

describe('readBudgetForm', () => {
  it('reads amounts in the locale, an empty category as 0, and passes ranges to the server', () => {
    expect(readBudgetForm(typed, 'en')).toEqual({
      ok: true,
      request: {
        home: 'US',
        destination: 'FR',
        currency: 'USD',
        daily: { lodging: 1200.5, food: 40, transport: 0, activities: 0, other: -5 },
        basis: 'perPerson',
        days: 7,
        travellers: 2,
        style: 'midRange',
      },
    });
    const german = readBudgetForm({ ...typed, amounts: { ...typed.amounts, food: '12,5' } }, 'de');
    expect(german.ok && german.request.daily.food).toBe(12.5);
    const zeroDays = readBudgetForm({ ...typed, days: '0' }, 'en');
    expect(zeroDays.ok && zeroDays.request.days).toBe(0);
  });

  it('asks for the countries first, then refuses what is not a number, naming the field', () => {
    expect(readBudgetForm({ ...typed, destination: '' }, 'en')).toMatchObject({
      ok: false,
      field: 'countries',
      message: BUDGET_PAGE_TEXTS.chooseCountries,
    });
    expect(
      readBudgetForm({ ...typed, amounts: { ...typed.amounts, food: 'lots' } }, 'en'),
    ).toMatchObject({ ok: false, field: 'food' });
    expect(readBudgetForm({ ...typed, days: '2.5' }, 'en')).toEqual({
      ok: false,
      field: 'days',
      message: BUDGET_PAGE_TEXTS.wholeNumber('days'),
    });
    expect(readBudgetForm({ ...typed, travellers: 'two' }, 'en')).toMatchObject({
      ok: false,
      field: 'travellers',
    });
  });
});

describe('chartBars', () => {
  it('gives each non-zero category its share of the day', () => {
    const bars = chartBars({
      dailyTotal: '200.00',
      lines: [
        { category: 'lodging', entered: '150.00', scaled: '150.00' },
        { category: 'food', entered: '50.00', scaled: '50.00' },
        { category: 'activities', entered: '0.00', scaled: '0.00' },
      ],
    });
    expect(bars).toEqual([
      { category: 'lodging', index: 0, label: 'Lodging', scaled: '150.00', start: 0, percent: 75 },
      { category: 'food', index: 1, label: 'Food', scaled: '50.00', start: 75, percent: 25 },
    ]);
  });
});

describe('source and summary lines', () => {
  it('states both price levels with their years and the ratio used', () => {
    expect(
      priceLevelLine(
        {
          home: { country: 'US', ratio: '1', shown: '1.00', year: 2023 },
          destination: { country: 'FR', ratio: '0.726997449278444', shown: '0.73', year: 2023 },
          ratio: '0.727',
        },
        'en',
      ),
    ).toBe(
      'Price level: France ≈ 0.73 × US prices (2023); United States ≈ 1.00 × US prices (2023). Your figures are scaled by 0.727.',
    );
  });

  it('credits the World Bank indicator with its licence and date', () => {
    expect(
      priceLevelSourceLine(
        {
          label: 'World Bank, World Development Indicators (PA.NUS.PPPC.RF)',
          url: 'https://data.worldbank.org/indicator/PA.NUS.PPPC.RF',
          licence: 'CC BY 4.0',
          updatedOn: '2024-06-28',
        },
        'en',
      ),
    ).toBe(
      'Source: World Bank, World Development Indicators (PA.NUS.PPPC.RF), CC BY 4.0, data updated June 28, 2024.',
    );
  });

  it('summarises basis, length, party and style', () => {
    expect(budgetSummary({ basis: 'party', days: 1, travellers: 1, style: 'luxury' })).toBe(
      'For the whole party, 1 day, 1 traveller, Luxury style',
    );
  });
});

describe('opening a saved budget', () => {
  it('links to /budget with the id, and reads only a valid id back from the address', () => {
    expect(savedBudgetHref('42')).toBe('/budget?saved=42');
    expect(savedBudgetIdOf('?saved=42')).toBe('42');
    expect(savedBudgetIdOf(new URL(`https://x.test${savedBudgetHref('7')}`).search)).toBe('7');
    for (const search of ['', '?saved=', '?saved=0', '?saved=12a', '?saved=-3', '?other=4']) {
      expect(savedBudgetIdOf(search), search).toBeUndefined();
    }
  });

  it('fills the form as typed, so reading it back sends the same request', () => {
    const request = {
      home: 'US',
      destination: 'FR',
      currency: 'EUR',
      daily: { lodging: 1200.5, food: 40, transport: 0, activities: 12.25, other: 0 },
      basis: 'party',
      days: 3,
      travellers: 2,
      style: 'luxury',
    } as const;
    const estimate = estimateBudget(request);
    for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
      const form = formStateOf(estimate, locale);
      expect(readBudgetForm(form, locale), locale).toEqual({ ok: true, request });
    }
    expect(formStateOf(estimate, 'de-DE').amounts).toEqual({
      lodging: '1200,5',
      food: '40',
      transport: '',
      activities: '12,25',
      other: '',
    });
  });
});
