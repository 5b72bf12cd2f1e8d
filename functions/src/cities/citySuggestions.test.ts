import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { normalizeForSearch } from './cityIndex';
import { citySuggestions } from './citySuggestions';

const call = (data: unknown) => Promise.resolve(citySuggestions.run(callableRequest(data)));

describe('city-suggestions', () => {
  it('suggests Paris, France first for "Par", from the world dataset', async () => {
    const { cities } = await call({ query: 'Par' });
    expect(cities[0]).toEqual({ name: 'Paris', country: 'France', displayName: 'Paris, France' });
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.length).toBeLessThanOrEqual(10);
    for (const city of cities) expect(normalizeForSearch(city.name)).toMatch(/^par/);
  });

  it('is open to guests and trims the query', async () => {
    const { cities } = await call({ query: '  tokyo ' });
    expect(cities[0]?.displayName).toBe('Tokyo, Japan');
  });

  it.each([
    ['a missing body', undefined, 'query must be text'],
    ['a missing query', {}, 'query must be text'],
    ['a non-string query', { query: 42 }, 'query must be text'],
    ['a one-character query', { query: 'P' }, 'query must be at least 2 characters'],
    ['a blank query', { query: '    ' }, 'query must be at least 2 characters'],
    ['a 10 KB query', { query: 'a'.repeat(10_240) }, 'query must be at most 100 characters'],
    ['a non-object body', 'Paris', 'Send {query}: the text to look up, at least 2 characters.'],
    [
      'unknown fields',
      { query: 'Paris', limit: 5 },
      'Unexpected field: limit. Send {query}: the text to look up, at least 2 characters.',
    ],
    [
      'a lone surrogate',
      { query: 'Par\ud800' },
      'query must not contain unpaired surrogate characters',
    ],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
  });
});
