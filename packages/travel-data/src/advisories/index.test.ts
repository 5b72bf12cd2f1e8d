import { describe, expect, it } from 'vitest';
import { ADVISORY_COUNTRIES, ADVISORY_SOURCE, advisoriesFor } from './index';

// Expected rows read by hand from canada_summary.csv and unitedstates_summary.csv @ bbc331d.
describe('travel advisories', () => {
  it("gives France's advisory from each government on its own scale, with its date and link", () => {
    expect(advisoriesFor('FR')).toEqual([
      {
        issuer: 'CA',
        level: 2,
        text: 'Exercise a high degree of caution',
        regional: false,
        updated: '2026-08-11',
        url: 'https://travel.gc.ca/destinations/france',
        destination: 'France',
      },
      {
        issuer: 'US',
        level: 2,
        text: 'Exercise Increased Caution',
        regional: false,
        updated: '2025-05-28',
        url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
        destination: 'France',
      },
    ]);
  });

  it("keeps Canada's regional flag apart from its level", () => {
    expect(advisoriesFor('MX')[0]).toMatchObject({
      issuer: 'CA',
      level: 2,
      text: 'Exercise a high degree of caution',
      regional: true,
      updated: '2026-08-14',
    });
  });

  it('keeps a US "Other" entry without inventing a level', () => {
    expect(advisoriesFor('MX')[1]).toMatchObject({ issuer: 'US', level: null, text: 'Other' });
  });

  it('maps the summaries\' own names to ISO codes (Burma, "Gambia, The", a shared advisory)', () => {
    expect(advisoriesFor('MM').find(({ issuer }) => issuer === 'US')).toMatchObject({
      level: 4,
      destination: 'Burma (Myanmar)',
    });
    expect(advisoriesFor('GM')[0]).toMatchObject({ issuer: 'CA', destination: 'Gambia, The' });
    expect(advisoriesFor('PS')[0]).toMatchObject({ destination: 'Israel and Palestine' });
  });

  it('answers [] for a country no government here advises on', () => {
    expect(advisoriesFor('VA')).toEqual([]);
    expect(advisoriesFor('ZZ')).toEqual([]);
    expect(ADVISORY_COUNTRIES).not.toContain('VA');
    expect(ADVISORY_COUNTRIES).toContain('FR');
  });

  it("notes that the United States' copy is stale and Canada's is not", () => {
    expect(ADVISORY_SOURCE.issuers.US).toMatchObject({ lastScraped: '2025-08-14', stale: true });
    expect(ADVISORY_SOURCE.issuers.CA).toMatchObject({ lastScraped: '2026-08-22', stale: false });
  });
});
