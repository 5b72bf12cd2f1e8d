import { answerRiskInfo, answerVisaCheck, estimateBudget } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import {
  advisoryCell,
  cellText,
  COMPARISON_TEXTS,
  currencyCell,
  dailyBudgetCell,
  distanceCell,
  emergencyCell,
  failedCell,
  priceLevelCell,
  TIME_DIFFERENCE_CELL,
  visaCell,
} from './comparisonRules';

// The answers are the backend's own pure rules over the shipped datasets.
const usToFrance = estimateBudget({
  home: 'US',
  destination: 'FR',
  currency: 'USD',
  daily: { lodging: 0, food: 0, transport: 0, activities: 0, other: 100 },
  basis: 'perPerson',
  days: 1,
  travellers: 1,
  style: 'midRange',
});

describe('comparison cells', () => {
  it('states the price level with its year and the World Bank credit', () => {
    expect(priceLevelCell(usToFrance, 'en')).toEqual({
      kind: 'figure',
      value: '≈ 0.73 × US prices (2023)',
      source:
        'Source: World Bank, World Development Indicators (PA.NUS.PPPC.RF), CC BY 4.0, updated June 28, 2024',
      url: 'https://data.worldbank.org/indicator/PA.NUS.PPPC.RF',
    });
  });

  it('scales the traveller’s own daily spend: 100 USD × 0.726997… = 72.70', () => {
    expect(cellText(dailyBudgetCell(usToFrance, '100', 'en'))).toBe(
      '$72.70 a day (you spend $100.00 at home)',
    );
  });

  it('gives the destination currency, the rate and its period', () => {
    const cell = currencyCell(usToFrance, 'en');
    expect(cellText(cell)).toBe('EUR: 1 USD = 0.884969 EUR');
    expect(cell.kind === 'figure' && cell.source).toMatch(
      /^Official exchange rate, 2025 annual average\. Source: World Bank/,
    );
    const unconverted = currencyCell({ ...usToFrance, converted: null }, 'en');
    expect(cellText(unconverted)).toBe(`Not available: ${COMPARISON_TEXTS.failed}`);
  });

  it('gives the visa rule for the passport with the dataset source', () => {
    const cell = visaCell(answerVisaCheck('US', 'FR'));
    expect(cellText(cell)).toBe('Visa-free for 90 days');
    expect(cell.kind === 'figure' && cell.source).toBe(
      'Source: Passport Index via passport-index-dataset, 12 Jan 2025',
    );
  });

  it('lists the emergency numbers, or says the dataset has none', () => {
    expect(cellText(emergencyCell(answerRiskInfo('FR'), 'France'))).toBe(
      'General emergency 112, Police 17, Ambulance 15, Fire 112',
    );
    expect(cellText(emergencyCell(answerRiskInfo('AQ'), 'Antarctica'))).toBe(
      `Not available: ${COMPARISON_TEXTS.noEmergency('Antarctica')}`,
    );
  });

  it('keeps each government’s advisory in its own terms, with its date and staleness', () => {
    const france = answerRiskInfo('FR');
    expect(cellText(advisoryCell(france, 'CA', 'France', 'en'))).toBe(
      "Exercise a high degree of caution (level 2 of 4 on Canada's scale)",
    );
    const us = advisoryCell(france, 'US', 'France', 'en');
    expect(cellText(us)).toBe('Level 2: Exercise Increased Caution');
    expect(us.kind === 'figure' && us.source).toContain('updated May 28, 2025');
    expect(us.kind === 'figure' && us.source).toContain(france.issuers.US.staleNote ?? '-');
    const none = { ...france, countries: [{ code: 'FR', name: 'France', advisories: [] }] };
    expect(cellText(advisoryCell(none, 'CA', 'France', 'en'))).toBe(
      `Not available: ${COMPARISON_TEXTS.noAdvisory('Government of Canada', 'France')}`,
    );
  });

  it('says why a distance or a time difference is not given', () => {
    expect(cellText(distanceCell('CDG', 'JFK', 5834, 'en'))).toBe('CDG → JFK: 5,834 km');
    expect(cellText(distanceCell('', 'JFK', undefined, 'en'))).toBe(
      `Not available: ${COMPARISON_TEXTS.chooseDeparture}`,
    );
    expect(cellText(distanceCell('CDG', '', undefined, 'en'))).toBe(
      `Not available: ${COMPARISON_TEXTS.chooseArrival}`,
    );
    expect(cellText(TIME_DIFFERENCE_CELL)).toBe(
      `Not available: ${COMPARISON_TEXTS.timeDifference}`,
    );
  });

  it('shows the server’s own text for a refused call, a general one otherwise', () => {
    expect(
      cellText(failedCell({ code: 'functions/invalid-argument', message: 'destination: no' })),
    ).toBe('Not available: destination: no');
    expect(cellText(failedCell(new Error('network')))).toBe(
      `Not available: ${COMPARISON_TEXTS.failed}`,
    );
  });
});
