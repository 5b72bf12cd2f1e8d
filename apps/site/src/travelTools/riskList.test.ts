import type { RiskAdvisory } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { advisoryLevelLabel, riskRows, type RiskCountry } from './riskList';

const advisory = (issuer: 'CA' | 'US', level: number | null): RiskAdvisory => ({
  issuer,
  level,
  text: `level ${level}`,
  regional: false,
  updated: '2026-08-01',
  url: 'https://example.test',
  destination: 'x',
});
const countries: RiskCountry[] = [
  { code: 'HT', name: 'Haiti', advisories: [advisory('CA', 4), advisory('US', 4)] },
  { code: 'FR', name: 'France', advisories: [advisory('CA', 2), advisory('US', 2)] },
  { code: 'JP', name: 'Japan', advisories: [advisory('CA', 1), advisory('US', 1)] },
  { code: 'MX', name: 'Mexico', advisories: [advisory('CA', 2), advisory('US', null)] },
  { code: 'VA', name: 'Vatican City', advisories: [] },
  { code: 'AX', name: 'Åland Islands', advisories: [advisory('CA', 1)] },
];
const codes = (rows: { code: string }[]) => rows.map(({ code }) => code);

describe('risk list rows', () => {
  it('sorts by name in the locale', () => {
    expect(codes(riskRows(countries, 'CA', 'all', 'name', 'en'))).toEqual([
      'AX',
      'FR',
      'HT',
      'JP',
      'MX',
      'VA',
    ]);
  });

  it("sorts by the chosen government's level, highest first, no level last", () => {
    expect(codes(riskRows(countries, 'US', 'all', 'level', 'en'))).toEqual([
      'HT',
      'FR',
      'JP',
      'AX',
      'MX',
      'VA',
    ]);
  });

  it("filters on one government's level only", () => {
    expect(codes(riskRows(countries, 'CA', '2', 'name', 'en'))).toEqual(['FR', 'MX']);
    expect(codes(riskRows(countries, 'US', '2', 'name', 'en'))).toEqual(['FR']);
    expect(codes(riskRows(countries, 'US', '3', 'name', 'en'))).toEqual([]);
  });
});

describe('advisory level label', () => {
  it("words each government's level on its own scale", () => {
    expect(
      advisoryLevelLabel({ ...advisory('CA', 2), text: 'Exercise a high degree of caution' }),
    ).toBe("Exercise a high degree of caution (level 2 of 4 on Canada's scale)");
    expect(
      advisoryLevelLabel({
        ...advisory('CA', 3),
        text: 'Avoid non-essential travel',
        regional: true,
      }),
    ).toBe("Avoid non-essential travel, with regional advisories (level 3 of 4 on Canada's scale)");
    expect(advisoryLevelLabel({ ...advisory('US', 4), text: 'Do Not Travel' })).toBe(
      'Level 4: Do Not Travel',
    );
    expect(advisoryLevelLabel({ ...advisory('US', null), text: 'Other' })).toBe(
      'Other: no single level for the whole country (read the advisory)',
    );
  });
});
