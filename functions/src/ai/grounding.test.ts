import { describe, expect, it } from 'vitest';
import { factsIn, ungroundedFacts } from './grounding';

describe('the grounding check', () => {
  it('reads numbers, countries in four languages, airport codes and large cities', () => {
    expect(factsIn('Japon: 110 et 119. CDG is 5.5 km from Lyon; 100 EUR in Deutschland.')).toEqual([
      { kind: 'number', text: '110' },
      { kind: 'number', text: '119' },
      { kind: 'number', text: '5.5' },
      { kind: 'number', text: '100' },
      { kind: 'country', text: 'Japon' },
      { kind: 'country', text: 'Deutschland' },
      { kind: 'airport', text: 'CDG' },
      { kind: 'city', text: 'Lyon' },
    ]);
  });

  it('grounds facts a tool returned, in another language or sign, and the question’s own', () => {
    const evidence = [{ found: true, country: 'JP', numbers: { police: '110' }, longitude: -5.97 }];
    expect(
      ungroundedFacts('Au Japon : police 110, longitude 5.97. 20 CHF.', evidence, [
        'Convert 20 CHF',
      ]),
    ).toEqual([]);
  });

  it('flags a number, a country, an airport and a city that nothing returned', () => {
    const evidence = [{ found: true, country: 'FR', numbers: { general: '112' } }];
    expect(
      ungroundedFacts('France: 112, or 17. Spain too. Fly to JFK, or see Madrid.', evidence, [
        'Emergency number in France?',
      ]),
    ).toEqual([
      { kind: 'number', text: '17' },
      { kind: 'country', text: 'Spain' },
      { kind: 'airport', text: 'JFK' },
      { kind: 'city', text: 'Madrid' },
    ]);
  });

  it('grounds a budget’s figures in the budget tool’s result, and flags a price level it did not return', () => {
    const evidence = [
      { found: true, destination: { country: 'PT', priceLevel: '0.56', year: 2023 } },
    ];
    const question = 'Daily budget for 2 people in Lisbon, 5 days';
    expect(
      ungroundedFacts('Lisbon (Portugal): 0.56 × US prices (2023).', evidence, [question]),
    ).toEqual([]);
    expect(
      ungroundedFacts('Lisbon: 0.65 × US prices, 80 EUR a day.', evidence, [question]),
    ).toEqual([
      { kind: 'number', text: '0.65' },
      { kind: 'number', text: '80' },
    ]);
  });

  it('grounds an advisory’s levels and dates in the travelAdvisory result, and flags a level it did not return', () => {
    const evidence = [
      {
        found: true,
        country: 'MX',
        advisories: [
          { issuer: 'CA', level: 2, levels: 4, updated: '2026-08-14' },
          { issuer: 'US', level: null, levels: 4, updated: '2024-09-06' },
        ],
      },
    ];
    const question = 'Is Mexico safe to visit?';
    expect(
      ungroundedFacts(
        'Mexico: Canada level 2 of 4 (2026-08-14); United States: no single level (2024-09-06).',
        evidence,
        [question],
      ),
    ).toEqual([]);
    expect(ungroundedFacts('Mexico: United States level 3 of 4.', evidence, [question])).toEqual([
      { kind: 'number', text: '3' },
    ]);
  });

  it('grounds a compensation estimate in the flightCompensation result, and flags an amount it did not return', () => {
    const evidence = [
      {
        found: true,
        from: { code: 'CDG', city: 'Paris', country: 'FR' },
        to: { code: 'JFK', city: 'New York', country: 'US' },
        estimate: { distanceKm: 5834, band: '7(1)(c)', amountEur: 600 },
      },
    ];
    const question = 'Compensation for a cancelled flight from CDG to JFK';
    expect(
      ungroundedFacts('Paris CDG to New York JFK, 5834 km: 600 EUR (Article 7(1)(c)).', evidence, [
        question,
      ]),
    ).toEqual([]);
    expect(ungroundedFacts('CDG to JFK: 650 EUR.', evidence, [question])).toEqual([
      { kind: 'number', text: '650' },
    ]);
  });

  it('reads a retired code’s name as today’s country, and currency codes as no place', () => {
    expect(
      ungroundedFacts('United Kingdom: 999. 5 USD.', [{ country: 'GB', n: 999 }], ['5']),
    ).toEqual([]);
  });
});
