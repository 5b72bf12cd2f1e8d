import { LOCATION_TEXTS } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { countryAt, emergencyInfo } from './emergencyInfo';

const call = (data: unknown) => Promise.resolve(emergencyInfo.run(callableRequest(data)));

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const SOURCE = {
  label:
    'Source: Wikipedia, List of emergency telephone numbers (CC BY-SA), via roderickhsiao/emergency-numbers, 30 Jun 2023',
  dataDate: '2023-06-30',
  datasetUrl: 'https://github.com/roderickhsiao/emergency-numbers',
  upstreamUrl: 'https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers',
};

describe('emergency-info', () => {
  it('finds the country at a point offline', () => {
    expect(countryAt(PARIS.latitude, PARIS.longitude)).toBe('FR');
    expect(countryAt(40.7128, -74.006)).toBe('US');
    expect(countryAt(-33.8688, 151.2093)).toBe('AU');
    expect(countryAt(0, 0)).toBeNull();
  });

  // SI-240: called with latitude, longitude and userLanguage.
  it('answers Paris with France, its numbers as strings, and the source and date', async () => {
    expect(await call({ ...PARIS, userLanguage: 'en' })).toEqual({
      country: { code: 'FR', name: 'France' },
      numbers: { police: '17', medical: '15', fire: '112', general: '112' },
      unconfirmed: [],
      source: SOURCE,
    });
  });

  it("names the country in the caller's language", async () => {
    const answer = await call({ latitude: 52.52, longitude: 13.405, userLanguage: 'fr-FR' });
    expect(answer.country).toEqual({ code: 'DE', name: 'Allemagne' });
    expect((await call({ ...PARIS, userLanguage: 'de' })).country.name).toBe('Frankreich');
  });

  it('keeps leading zeros (Sydney: 000)', async () => {
    const answer = await call({ latitude: -33.8688, longitude: 151.2093, userLanguage: 'en' });
    expect(answer.numbers).toEqual({ police: '000', medical: '000', fire: '000', general: '000' });
  });

  it('answers a chosen country when the traveller refused geolocation', async () => {
    const answer = await call({ countryCode: ' jp ', userLanguage: 'en-US' });
    expect(answer.country).toEqual({ code: 'JP', name: 'Japan' });
    expect(answer.numbers).toMatchObject({ police: '110', medical: '119', fire: '119' });
  });

  it('says so at sea, and for a country without data', async () => {
    expect(await rejection(call({ latitude: 0, longitude: 0, userLanguage: 'en' }))).toEqual({
      code: 'not-found',
      message: LOCATION_TEXTS.noCountry,
    });
    expect(await rejection(call({ countryCode: 'GP', userLanguage: 'en' }))).toEqual({
      code: 'not-found',
      message: LOCATION_TEXTS.notCovered('Guadeloupe'),
    });
  });

  it('refuses out-of-range coordinates and bad language tags with typed errors', async () => {
    const cases: [unknown, string][] = [
      [{ latitude: 91, longitude: 0, userLanguage: 'en' }, LOCATION_TEXTS.latitude],
      [{ latitude: 0, longitude: -180.5, userLanguage: 'en' }, LOCATION_TEXTS.longitude],
      [{ latitude: '48', longitude: 2, userLanguage: 'en' }, LOCATION_TEXTS.latitude],
      [{ latitude: Number.NaN, longitude: 2, userLanguage: 'en' }, LOCATION_TEXTS.latitude],
      [{ ...PARIS, userLanguage: 'not a tag!' }, LOCATION_TEXTS.userLanguage],
      [{ ...PARIS, userLanguage: 'x'.repeat(36) }, LOCATION_TEXTS.userLanguage],
      [{ ...PARIS }, 'userLanguage is required'],
      [{ countryCode: 'FRA', userLanguage: 'en' }, LOCATION_TEXTS.countryCode],
      [{ countryCode: 'ZZ', userLanguage: 'en' }, LOCATION_TEXTS.countryCode],
      [{ latitude: 48, userLanguage: 'en' }, LOCATION_TEXTS.emergencyRequest],
      [{ ...PARIS, countryCode: 'FR', userLanguage: 'en' }, LOCATION_TEXTS.emergencyRequest],
    ];
    for (const [data, message] of cases) {
      expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
    }
    expect(await rejection(call(null))).toMatchObject({ code: 'invalid-argument' });
    expect(await rejection(call({ ...PARIS, userLanguage: 'en', uid: 'x' }))).toMatchObject({
      code: 'invalid-argument',
    });
  });
});
