import { describe, expect, it } from 'vitest';
import { localMatches } from './localMatches';

const cities = [
  'Comparis',
  'Paris',
  'Saint-Paul',
  'São Paulo',
  'Pamplona',
  'Le Parc',
  'Zürich',
].map((name) => ({ name }));
const byName = (city: { name: string }) => [city.name];

describe('localMatches', () => {
  it('puts whole-text prefixes first, then word prefixes, then other matches', () => {
    expect(localMatches(cities, 'pa', byName, 10).map((c) => c.name)).toEqual([
      'Paris',
      'Pamplona',
      'Saint-Paul',
      'São Paulo',
      'Le Parc',
      'Comparis',
    ]);
  });

  it('ignores case and accents, in the query and in the list', () => {
    expect(localMatches(cities, 'SAO', byName, 10).map((c) => c.name)).toEqual(['São Paulo']);
    expect(localMatches(cities, 'zur', byName, 10).map((c) => c.name)).toEqual(['Zürich']);
    expect(localMatches(cities, 'zür', byName, 10).map((c) => c.name)).toEqual(['Zürich']);
  });

  it('matches on any of the item’s texts, by its best one', () => {
    const hotels = [
      { name: 'Hotel Lutetia', city: 'Paris' },
      { name: 'Paris Marriott', city: 'London' },
    ];
    const texts = (hotel: { name: string; city: string }) => [hotel.name, hotel.city];
    expect(localMatches(hotels, 'paris', texts, 10).map((h) => h.name)).toEqual([
      'Hotel Lutetia',
      'Paris Marriott',
    ]);
  });

  it('stops at the limit', () => {
    expect(localMatches(cities, 'pa', byName, 2).map((c) => c.name)).toEqual(['Paris', 'Pamplona']);
    expect(localMatches(cities, 'pa', byName, 0)).toEqual([]);
  });

  it('SW-042: finds nothing under 2 characters', () => {
    expect(localMatches(cities, 'p', byName, 10)).toEqual([]);
    expect(localMatches(cities, ' p ', byName, 10)).toEqual([]);
  });

  it('treats the query as text, not as a pattern', () => {
    expect(localMatches([{ name: 'a.b (c)' }], '(c', byName, 10)).toHaveLength(1);
    expect(localMatches([{ name: 'abc' }], '.*', byName, 10)).toEqual([]);
  });
});
