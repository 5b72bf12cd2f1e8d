import { describe, expect, it } from 'vitest';
import {
  BUDGET_TEXTS,
  BudgetError,
  budgetInputProblem,
  estimateBudget,
  type BudgetInput,
} from './budgetRules';

// Hand-computed from priceLevels.json (US 1, FR 0.726997449278444, JP 0.673903150861434,
// TH 0.306187563688327, all 2023) and the shipped 2025 rates per USD (EUR 0.88496895841236,
// JPY 149.657926890952, THB 32.882809252867).
const usToFrance: BudgetInput = {
  home: 'US',
  destination: 'FR',
  currency: 'USD',
  daily: { lodging: 100, food: 40, transport: 10.5, activities: 0, other: 5 },
  basis: 'perPerson',
  days: 3,
  travellers: 2,
  style: 'luxury',
};

const refusal = (input: BudgetInput) => {
  try {
    estimateBudget(input);
  } catch (error) {
    if (error instanceof BudgetError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('estimateBudget', () => {
  it('scales each category by destination over home price level, rounded once to cents', () => {
    const estimate = estimateBudget(usToFrance);
    // 100 × 0.726997… = 72.6997… → 72.70; 40 × … = 29.0799 → 29.08; 10.5 × … = 7.6335 → 7.63;
    // 5 × … = 3.6350 → 3.63 (3.634987…).
    expect(estimate.lines).toEqual([
      { category: 'lodging', entered: '100.00', scaled: '72.70' },
      { category: 'food', entered: '40.00', scaled: '29.08' },
      { category: 'transport', entered: '10.50', scaled: '7.63' },
      { category: 'activities', entered: '0.00', scaled: '0.00' },
      { category: 'other', entered: '5.00', scaled: '3.63' },
    ]);
    expect(estimate.ratio).toBe('0.727');
    expect(estimate.home).toEqual({ country: 'US', ratio: '1', shown: '1.00', year: 2023 });
    expect(estimate.destination).toMatchObject({ shown: '0.73', year: 2023 });
  });

  it('adds the rounded lines per day, then × days × travellers for per-person amounts', () => {
    const estimate = estimateBudget(usToFrance);
    expect(estimate.dailyTotal).toBe('113.04');
    // 113.04 × 3 days × 2 travellers.
    expect(estimate.tripTotal).toBe('678.24');
  });

  it('converts the totals to the destination currency with the rate and its period', () => {
    const { converted, conversionNote, rateSource } = estimateBudget(usToFrance);
    // 113.04 × 0.88496895841236 = 100.0369 → 100.04; 678.24 × … = 600.2213 → 600.22.
    expect(converted).toEqual({
      currency: 'EUR',
      minorUnits: 2,
      dailyTotal: '100.04',
      tripTotal: '600.22',
      rate: '0.884969',
      fromPeriod: '2025',
      toPeriod: '2025',
    });
    expect(conversionNote).toBeNull();
    expect(rateSource.url).toBe('https://data.worldbank.org/indicator/PA.NUS.FCRF');
  });

  it('takes a party amount once, in a currency without minor units', () => {
    const estimate = estimateBudget({
      home: 'JP',
      destination: 'TH',
      currency: 'JPY',
      daily: { lodging: 10000, food: 3000, transport: 1500, activities: 0, other: 0 },
      basis: 'party',
      days: 4,
      travellers: 3,
      style: 'budget',
    });
    // Ratio 0.306187563688327 / 0.673903150861434 = 0.454349…: 4543.50 → 4543, 1363.05 → 1363,
    // 681.52 → 682; the day 6588, the trip 6588 × 4 (the party's amounts: not × 3).
    expect(estimate.ratio).toBe('0.4543');
    expect(estimate.lines.map((line) => line.scaled)).toEqual(['4543', '1363', '682', '0', '0']);
    expect(estimate.dailyTotal).toBe('6588');
    expect(estimate.tripTotal).toBe('26352');
    // THB per JPY 0.21971979…: 6588 → 1447.514 → 1447.51; 26352 → 5790.056 → 5790.06.
    expect(estimate.converted).toMatchObject({
      currency: 'THB',
      dailyTotal: '1447.51',
      tripTotal: '5790.06',
    });
  });

  it('records the travel style and changes no figure with it', () => {
    const luxury = estimateBudget(usToFrance);
    const budget = estimateBudget({ ...usToFrance, style: 'budget' });
    expect(luxury.style).toBe('luxury');
    expect(budget.style).toBe('budget');
    expect({ ...budget, style: 'luxury' }).toEqual(luxury);
  });

  it('keeps the totals in the traveller currency where the rates cannot convert them', () => {
    // TWD is an ISO 4217 code the shipped World Bank rates do not quote.
    const estimate = estimateBudget({ ...usToFrance, currency: 'TWD' });
    expect(estimate.converted).toBeNull();
    expect(estimate.conversionNote).toBe(BUDGET_TEXTS.noConversion('TWD', ['EUR']));
    expect(estimate.tripTotal).toBe('678.24');
  });

  it('takes a decimal as it prints: 0.1 is one tenth', () => {
    const estimate = estimateBudget({
      ...usToFrance,
      destination: 'US',
      daily: { lodging: '0.1', food: 0.2, transport: 0, activities: 0, other: 0 },
    });
    expect(estimate.dailyTotal).toBe('0.30');
  });
});

describe('refusals', () => {
  it('refuses unknown country codes and countries without a price level', () => {
    expect(refusal({ ...usToFrance, home: 'fr' })).toEqual({
      field: 'home',
      message: BUDGET_TEXTS.country('home'),
    });
    expect(refusal({ ...usToFrance, destination: 'ZZ' })).toEqual({
      field: 'destination',
      message: BUDGET_TEXTS.country('destination'),
    });
    expect(refusal({ ...usToFrance, destination: 'AQ' })).toEqual({
      field: 'destination',
      message: BUDGET_TEXTS.noPriceLevel('destination', 'AQ'),
    });
  });

  it('refuses unknown currencies', () => {
    expect(refusal({ ...usToFrance, currency: 'eur' }).message).toBe(BUDGET_TEXTS.currency);
    expect(refusal({ ...usToFrance, currency: 'ABC' }).message).toBe(
      BUDGET_TEXTS.unknownCurrency('ABC'),
    );
  });

  it('refuses negative, huge and NaN amounts, and a budget of nothing', () => {
    const daily = usToFrance.daily;
    expect(refusal({ ...usToFrance, daily: { ...daily, food: -1 } })).toEqual({
      field: 'daily.food',
      message: BUDGET_TEXTS.amount('food'),
    });
    expect(refusal({ ...usToFrance, daily: { ...daily, other: Number.NaN } }).message).toBe(
      BUDGET_TEXTS.amount('other'),
    );
    expect(refusal({ ...usToFrance, daily: { ...daily, lodging: Infinity } }).message).toBe(
      BUDGET_TEXTS.amount('lodging'),
    );
    expect(refusal({ ...usToFrance, daily: { ...daily, lodging: 1_000_000.01 } }).message).toBe(
      BUDGET_TEXTS.hugeAmount('lodging'),
    );
    expect(
      estimateBudget({ ...usToFrance, daily: { ...daily, lodging: 1_000_000 } }).lines[0],
    ).toMatchObject({ entered: '1000000.00' });
    const nothing = { lodging: 0, food: 0, transport: 0, activities: 0, other: 0 };
    expect(refusal({ ...usToFrance, daily: nothing }).message).toBe(BUDGET_TEXTS.noSpend);
  });

  it('refuses 0 or more than 50 travellers and 0 or more than 365 days', () => {
    for (const travellers of [0, 51, 1.5]) {
      expect(refusal({ ...usToFrance, travellers }).message).toBe(BUDGET_TEXTS.travellers);
    }
    for (const days of [0, 366, Number.NaN]) {
      expect(refusal({ ...usToFrance, days }).message).toBe(BUDGET_TEXTS.days);
    }
    expect(estimateBudget({ ...usToFrance, travellers: 50, days: 365 }).tripTotal).toBe(
      '2062980.00', // 113.04 × 365 × 50
    );
  });

  it('answers the first problem without throwing', () => {
    expect(budgetInputProblem(usToFrance)).toBeUndefined();
    expect(budgetInputProblem({ ...usToFrance, days: 0 })?.field).toBe('days');
  });
});
