import { describe, expect, it } from 'vitest';
import { localDestinationSuggestions, withServerCities } from './destinationSuggestions';
import type { CitySuggestion } from './suggestions';

function city(name: string, country = 'France'): CitySuggestion {
  return { name, country, displayName: `${name}, ${country}` };
}

const local = [
  'Paris',
  'Pau',
  'Perpignan',
  'Poitiers',
  'Pamiers',
  'Papeete',
  'Parthenay',
  'Lyon',
].map((name) => city(name));

describe('localDestinationSuggestions', () => {
  it('SW-047: shows at most 6 local cities', () => {
    expect(localDestinationSuggestions(local, 'pa').map((c) => c.name)).toEqual([
      'Paris',
      'Pau',
      'Pamiers',
      'Papeete',
      'Parthenay',
    ]);
    expect(localDestinationSuggestions(local, 'p ')).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => city(`Porto ${i}`, 'Portugal'));
    expect(localDestinationSuggestions(many, 'por')).toHaveLength(6);
  });

  it('matches the country in the display name too', () => {
    expect(localDestinationSuggestions([city('Porto', 'Portugal')], 'portugal')).toHaveLength(1);
  });
});

describe('withServerCities (SW-043, SW-049)', () => {
  const server = Array.from({ length: 8 }, (_, i) => city(`Server ${i}`));

  it('replaces the local cities with the first 6 server cities', () => {
    expect(withServerCities(local.slice(0, 3), server).map((c) => c.name)).toEqual([
      'Server 0',
      'Server 1',
      'Server 2',
      'Server 3',
      'Server 4',
      'Server 5',
    ]);
  });

  it('keeps the local cities when the server found none', () => {
    expect(withServerCities(local.slice(0, 2), [])).toEqual(local.slice(0, 2));
  });
});
