import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { cityLocation } from './cityLocation';
import { citySuggestions } from './citySuggestions';

const call = (data: unknown) => Promise.resolve(cityLocation.run(callableRequest(data)));

describe('city-location', () => {
  it('places Paris, France at its GeoNames point, not Paris, Texas', async () => {
    const paris = await call({ displayName: 'Paris, France' });
    expect(paris).toMatchObject({ name: 'Paris', country: 'France', displayName: 'Paris, France' });
    expect(paris.latitude).toBeCloseTo(48.85, 1);
    expect(paris.longitude).toBeCloseTo(2.35, 1);
    const texas = await call({ displayName: 'Paris, United States' });
    expect(texas.latitude).toBeCloseTo(33.66, 1);
  });

  it('locates every city the suggestions offer, ignoring case and accents', async () => {
    const { cities } = await Promise.resolve(
      citySuggestions.run(callableRequest({ query: 'Sao' })),
    );
    for (const city of cities) {
      const located = await call({ displayName: city.displayName.toUpperCase() });
      expect(located.displayName).toBe(city.displayName);
    }
    expect((await call({ displayName: 'sao paulo, brazil' })).name).toBe('São Paulo');
  });

  it('answers not-found for a name no suggestion has', async () => {
    expect(await rejection(call({ displayName: 'Atlantis, Nowhere' }))).toEqual({
      code: 'not-found',
      message: 'No city has that name: choose one of the suggested cities.',
    });
  });

  it.each([
    ['a missing body', undefined, 'displayName must be text'],
    ['a number', { displayName: 7 }, 'displayName must be text'],
    ['a one-character name', { displayName: 'P' }, 'displayName must be at least 2 characters'],
    [
      'a 10 KB name',
      { displayName: 'a'.repeat(10_240) },
      'displayName must be at most 100 characters',
    ],
    [
      'unknown fields',
      { displayName: 'Paris, France', zoom: 3 },
      'Unexpected field: zoom. Send {displayName}: a suggested city as "City, Country".',
    ],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
  });
});
