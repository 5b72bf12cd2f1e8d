import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_TEXTS,
  compensationBand,
  COUNTRY_CODER_SOURCE,
  estimateCompensation,
  eu261Area,
  EU261_AREA_SOURCE,
  EU261_URL,
  flightDateProblem,
  PASSENGER_RIGHTS_URL,
  STURGEON_URL,
  type CompensationInput,
} from './compensationRules';
import { greatCircleKm } from './greatCircle';

const flight = (overrides: Partial<CompensationInput>): CompensationInput => ({
  from: 'CDG',
  to: 'JFK',
  disruption: 'cancellation',
  euCarrier: false,
  extraordinaryCircumstances: 'no',
  ...overrides,
});

// Expected figures worked out by hand from the regulation's text (compensationRules.SOURCE.md).
describe('Article 7(1) bands by great-circle distance', () => {
  it('puts exactly 1500 km in (a) and anything longer in (b)', () => {
    expect(compensationBand(1500, false)).toBe('7(1)(a)');
    expect(compensationBand(1500, true)).toBe('7(1)(a)');
    expect(compensationBand(1501, false)).toBe('7(1)(b)');
  });

  it('puts exactly 3500 km in (b), and longer flights in (c) unless they are intra-EU', () => {
    expect(compensationBand(3500, false)).toBe('7(1)(b)');
    expect(compensationBand(3501, false)).toBe('7(1)(c)');
    expect(compensationBand(9000, true)).toBe('7(1)(b)');
  });
});

describe('greatCircleKm', () => {
  it('measures a quarter of a meridian as a quarter of the mean circumference', () => {
    // 2π × 6371.0088 km ÷ 4 = 10007.5 km.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBe(
      10008,
    );
  });
});

describe('estimateCompensation', () => {
  it('gives 600 EUR for a cancelled Paris CDG → New York JFK flight (long haul from the EU)', () => {
    const estimate = estimateCompensation(flight({}));
    expect(estimate).toMatchObject({
      status: 'eligible',
      band: '7(1)(c)',
      amountEur: 600,
      fullAmountEur: 600,
      reductionApplied: false,
      intraEu: false,
      from: { code: 'CDG', country: 'FR', area: 'eu' },
      to: { code: 'JFK', country: 'US', area: 'outside' },
    });
    // Published great-circle distance CDG–JFK: about 5,830 km.
    expect(estimate.distanceKm).toBeGreaterThan(5800);
    expect(estimate.distanceKm).toBeLessThan(5860);
    expect(estimate.reason).toBe(COMPENSATION_TEXTS.eligible(600));
    expect(estimate.usd).toMatchObject({ period: '2025' });
    expect(estimate.citations.map((citation) => citation.rule)).toEqual(
      expect.arrayContaining([
        'Regulation (EC) No 261/2004, Article 3(1)',
        'Regulation (EC) No 261/2004, Article 7(1)(c)',
        'Regulation (EC) No 261/2004, Article 5(3)',
      ]),
    );
    expect(estimate.citations.every((citation) => citation.url === EU261_URL)).toBe(true);
  });

  it('caps an intra-EU long flight at 400 EUR: Paris CDG → Réunion RUN', () => {
    const estimate = estimateCompensation(flight({ to: 'RUN' }));
    expect(estimate.distanceKm).toBeGreaterThan(3500);
    expect(estimate).toMatchObject({
      status: 'eligible',
      intraEu: true,
      band: '7(1)(b)',
      amountEur: 400,
    });
  });

  it('does not cover a US domestic flight on a non-EU carrier, and says why', () => {
    const estimate = estimateCompensation(flight({ from: 'JFK', to: 'BOS' }));
    expect(estimate).toMatchObject({ status: 'not_eligible', amountEur: null, usd: null });
    expect(estimate.reason).toBe(COMPENSATION_TEXTS.notCovered('United States'));
  });

  it('covers a flight into the EU only on an EU carrier', () => {
    expect(estimateCompensation(flight({ from: 'JFK', to: 'CDG' })).status).toBe('not_eligible');
    expect(estimateCompensation(flight({ from: 'JFK', to: 'CDG', euCarrier: true }))).toMatchObject(
      { status: 'eligible', amountEur: 600 },
    );
  });

  it('gives nothing when the airline proves extraordinary circumstances, and says so', () => {
    const estimate = estimateCompensation(flight({ extraordinaryCircumstances: 'yes' }));
    expect(estimate).toMatchObject({ status: 'not_eligible', amountEur: null });
    expect(estimate.reason).toBe(COMPENSATION_TEXTS.extraordinary);
  });

  it('answers unknown, with the amount at stake, when extraordinary circumstances are unknown', () => {
    const estimate = estimateCompensation(flight({ extraordinaryCircumstances: 'unknown' }));
    expect(estimate).toMatchObject({ status: 'unknown', amountEur: 600 });
  });

  it('ignores extraordinary circumstances for a denied boarding (Article 4 has no such exception)', () => {
    const estimate = estimateCompensation(
      flight({ disruption: 'denied_boarding', extraordinaryCircumstances: 'yes' }),
    );
    expect(estimate).toMatchObject({ status: 'eligible', amountEur: 600 });
  });

  it('gives nothing for an arrival delay under 3 hours, and compensates from 3 hours (Sturgeon)', () => {
    const short = estimateCompensation(flight({ disruption: 'delay', arrivalDelayMinutes: 179 }));
    expect(short).toMatchObject({ status: 'not_eligible', amountEur: null });
    expect(short.reason).toBe(COMPENSATION_TEXTS.shortDelay);
    const long = estimateCompensation(flight({ disruption: 'delay', arrivalDelayMinutes: 241 }));
    expect(long).toMatchObject({ status: 'eligible', amountEur: 600, reductionApplied: false });
    expect(long.citations.map((citation) => citation.url)).toContain(STURGEON_URL);
  });

  it('halves a long-haul amount for an arrival delay of 3 to 4 hours (Article 7(2)(c))', () => {
    const estimate = estimateCompensation(
      flight({ disruption: 'delay', arrivalDelayMinutes: 240 }),
    );
    expect(estimate).toMatchObject({
      status: 'eligible',
      amountEur: 300,
      fullAmountEur: 600,
      reductionApplied: true,
    });
    expect(estimate.reason).toBe(COMPENSATION_TEXTS.reduced(300, 600));
  });

  it('halves a short flight only when a re-routing arrives within 2 hours (Article 7(2)(a))', () => {
    const paris = { from: 'CDG', to: 'LHR', disruption: 'cancellation' } as const;
    expect(estimateCompensation(flight({ ...paris, arrivalDelayMinutes: 120 }))).toMatchObject({
      band: '7(1)(a)',
      amountEur: 125,
    });
    expect(estimateCompensation(flight({ ...paris, arrivalDelayMinutes: 121 }))).toMatchObject({
      amountEur: 250,
    });
  });
});

describe('EU261 in the EEA and Switzerland', () => {
  // Distances by hand: haversine on OurAirports' coordinates, 6371.0088 km mean radius.
  it('gives 600 EUR for Oslo OSL → New York JFK 4 h late on a non-EU carrier (5917 km)', () => {
    const late = (arrivalDelayMinutes: number) =>
      estimateCompensation(
        flight({ from: 'OSL', to: 'JFK', disruption: 'delay', arrivalDelayMinutes }),
      );
    expect(late(241)).toMatchObject({
      status: 'eligible',
      distanceKm: 5917,
      band: '7(1)(c)',
      amountEur: 600,
      reductionApplied: false,
      from: { country: 'NO', area: 'eea' },
    });
    // Exactly 4 hours is still within Article 7(2)(c): the airline may halve the 600 EUR.
    expect(late(240)).toMatchObject({ amountEur: 300, fullAmountEur: 600, reductionApplied: true });
    expect(late(241).citations.map((citation) => citation.url)).toContain(PASSENGER_RIGHTS_URL);
  });

  it('covers Zürich ZRH → Dubai DXB on a non-EU carrier: 600 EUR over 4768 km', () => {
    expect(estimateCompensation(flight({ from: 'ZRH', to: 'DXB' }))).toMatchObject({
      status: 'eligible',
      distanceKm: 4768,
      amountEur: 600,
      from: { country: 'CH', area: 'switzerland' },
      to: { country: 'AE', area: 'outside' },
    });
  });

  it('covers New York → Zürich on Swiss (a Swiss carrier), not on a US carrier', () => {
    const swiss = estimateCompensation(flight({ from: 'JFK', to: 'ZRH', euCarrier: true }));
    expect(swiss).toMatchObject({ status: 'eligible', distanceKm: 6310, amountEur: 600 });
    const american = estimateCompensation(flight({ from: 'JFK', to: 'ZRH', euCarrier: false }));
    expect(american).toMatchObject({ status: 'not_eligible', amountEur: null });
    expect(american.reason).toBe(COMPENSATION_TEXTS.notCovered('United States'));
  });

  it("takes outermost regions in and the EU's overseas countries and territories out", () => {
    expect(eu261Area('GP')).toBe('eu');
    expect(eu261Area('NC')).toBe('outside');
    expect(estimateCompensation(flight({ from: 'PTP', to: 'JFK' })).status).toBe('eligible');
    expect(estimateCompensation(flight({ from: 'NOU', to: 'CDG' })).status).toBe('not_eligible');
  });

  it('places the EEA states outside the EU and Switzerland, and nothing else', () => {
    expect(['IS', 'LI', 'NO', 'CH', 'GB', 'US'].map(eu261Area)).toEqual([
      'eea',
      'eea',
      'eea',
      'switzerland',
      'outside',
      'outside',
    ]);
  });

  it('names the datasets and their dates in the source line of every estimate', () => {
    expect(estimateCompensation(flight({})).areaSource).toBe(EU261_AREA_SOURCE);
    expect(EU261_AREA_SOURCE).toContain(
      `${COUNTRY_CODER_SOURCE.package} (ISC, published ${COUNTRY_CODER_SOURCE.published})`,
    );
    expect(EU261_AREA_SOURCE).toContain('is-european@1.0.9 (MIT, published 2025-10-04)');
  });
});

describe('flightDateProblem', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('accepts today and a date already reached somewhere on Earth (UTC+14)', () => {
    expect(flightDateProblem('2026-06-15', now)).toBeUndefined();
    expect(flightDateProblem('2026-06-16', now)).toBeUndefined();
    expect(flightDateProblem('2026-06-17', now)).toBe('future');
  });

  it('accepts flights of the last 6 years only', () => {
    expect(flightDateProblem('2020-06-15', now)).toBeUndefined();
    expect(flightDateProblem('2020-06-14', now)).toBe('tooOld');
  });
});
