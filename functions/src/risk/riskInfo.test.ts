import { RISK_INFO_TEXTS } from '@voyagent/contracts';
import { emergencyNumbersFor } from '@voyagent/travel-data/emergencyNumbers';
import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { riskInfo } from './riskInfo';

const call = (data: unknown) => Promise.resolve(riskInfo.run(callableRequest(data)));

// Advisory rows read by hand from the pinned canada_summary.csv and unitedstates_summary.csv.
describe('risk-info', () => {
  it("answers France: each government's level on its own scale, dated and linked", async () => {
    const answer = await call({ country: 'fr' });
    expect(answer.countries).toEqual([
      {
        code: 'FR',
        name: 'France',
        advisories: [
          expect.objectContaining({
            issuer: 'CA',
            level: 2,
            text: 'Exercise a high degree of caution',
            updated: '2026-08-11',
            url: 'https://travel.gc.ca/destinations/france',
          }),
          expect.objectContaining({ issuer: 'US', level: 2, updated: '2025-05-28' }),
        ],
      },
    ]);
    expect(answer.notice).toBe(RISK_INFO_TEXTS.notice);
  });

  it("gives the country's numbers from the emergency-numbers dataset, with its source", async () => {
    const { emergency } = await call({ country: 'FR' });
    const { unconfirmed, ...numbers } = emergencyNumbersFor('FR') ?? { unconfirmed: [] };
    expect(emergency).toMatchObject({ ...numbers, unconfirmed });
    expect(Object.keys(numbers).length).toBeGreaterThan(0);
    expect(emergency?.source.upstreamUrl).toBe(
      'https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers',
    );
  });

  it('notes the stale US copy and credits each government', async () => {
    const { issuers } = await call({ country: 'JP' });
    expect(issuers.US).toMatchObject({
      credit: 'U.S. Department of State, travel.state.gov',
      stale: true,
      staleNote:
        'Our copy of the U.S. Department of State advisories was last updated on 2025-08-14: check the official site for the current level.',
    });
    expect(issuers.CA).toMatchObject({
      credit: 'Government of Canada, travel.gc.ca',
      stale: false,
    });
    expect(issuers.CA).not.toHaveProperty('staleNote');
  });

  it('lists every country without numbers when no country is asked', async () => {
    const answer = await call({});
    expect(answer.emergency).toBeNull();
    expect(answer.countries.length).toBeGreaterThanOrEqual(228);
    expect(answer.countries.find(({ code }) => code === 'HT')?.advisories[0]).toMatchObject({
      issuer: 'CA',
      level: 4,
      text: 'Avoid all travel',
    });
    // A country in the visa data that no government here advises on is listed, without a level.
    expect(answer.countries.find(({ code }) => code === 'VA')).toEqual({
      code: 'VA',
      name: 'Vatican City',
      advisories: [],
    });
  });

  it('refuses an unknown or malformed country code with the clear text', async () => {
    for (const country of ['ZZ', 'FRA', '', 'xx']) {
      expect(await rejection(call({ country }))).toEqual({
        code: 'invalid-argument',
        message: RISK_INFO_TEXTS.unknownCountry,
      });
    }
    expect(await rejection(call({ country: 7 }))).toEqual({
      code: 'invalid-argument',
      message: 'country must be text',
    });
    expect(await rejection(call({ country: 'FR', level: 2 }))).toMatchObject({
      code: 'invalid-argument',
    });
  });
});
