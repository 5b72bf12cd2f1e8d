import { VISA_CHECK_TEXTS } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { visaCheck } from './visaCheck';

const call = (data: unknown) => Promise.resolve(visaCheck.run(callableRequest(data)));

// Expected requirements read by hand from passport-index-tidy-iso2.csv @ a46dbc8 (12 Jan 2025).
describe('visa-check', () => {
  it('answers a French passport to Japan: visa-free for 90 days, with the notice and source', async () => {
    expect(await call({ passport: 'FR', destination: 'JP' })).toEqual({
      passport: 'FR',
      passportName: 'France',
      destination: 'JP',
      destinationName: 'Japan',
      status: 'visa_free',
      days: 90,
      notice:
        'Entry rules change. Check with the embassy of Japan or its official immigration website before you travel.',
      source: {
        label: 'Source: Passport Index via passport-index-dataset, 12 Jan 2025',
        dataDate: '2025-01-12',
        datasetUrl: 'https://github.com/ilyankou/passport-index-dataset',
        upstreamUrl: 'https://www.passportindex.org',
      },
    });
  });

  it('accepts lower-case codes with spaces and answers without days where there are none', async () => {
    const answer = await call({ passport: ' us ', destination: 'in' });
    expect(answer).toMatchObject({ passport: 'US', destination: 'IN', status: 'e_visa' });
    expect(answer).not.toHaveProperty('days');
  });

  it('says "same country" for a passport to its own country', async () => {
    expect(await call({ passport: 'JP', destination: 'JP' })).toMatchObject({
      status: 'same_country',
    });
  });

  it('refuses a code the dataset does not cover with the clear text, naming which side', async () => {
    expect(await rejection(call({ passport: 'ZZ', destination: 'JP' }))).toEqual({
      code: 'invalid-argument',
      message: VISA_CHECK_TEXTS.unknownPassport,
    });
    expect(await rejection(call({ passport: 'FR', destination: 'AQ' }))).toEqual({
      code: 'invalid-argument',
      message: VISA_CHECK_TEXTS.unknownDestination,
    });
    expect(await rejection(call({ passport: 'FRA', destination: 'JP' }))).toEqual({
      code: 'invalid-argument',
      message: VISA_CHECK_TEXTS.unknownPassport,
    });
  });

  it('refuses missing, non-text and extra fields with invalid-argument', async () => {
    expect(await rejection(call({ destination: 'JP' }))).toEqual({
      code: 'invalid-argument',
      message: 'passport is required',
    });
    expect(await rejection(call({ passport: 33, destination: 'JP' }))).toEqual({
      code: 'invalid-argument',
      message: 'passport must be text',
    });
    expect(await rejection(call({ passport: 'FR', destination: 'JP', extra: true }))).toMatchObject(
      { code: 'invalid-argument' },
    );
    expect(await rejection(call(null))).toMatchObject({ code: 'invalid-argument' });
  });
});
