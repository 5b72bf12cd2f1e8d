import { describe, expect, it } from 'vitest';
import { CityIndex, normalizeForSearch } from './cityIndex';

const countries: Record<string, string> = {
  FR: 'France',
  US: 'United States',
  GB: 'United Kingdom',
  BR: 'Brazil',
  CA: 'Canada',
};
const countryName = (code: string) => countries[code] ?? code;

const index = new CityIndex(
  [
    { name: 'Paris', country: 'US', population: 25_000 },
    { name: 'Paris', country: 'FR', population: 2_138_551 },
    { name: 'Paris', country: 'CA', population: 11_177 },
    { name: 'Parma', country: 'US', population: 80_000 },
    { name: 'Pará de Minas', country: 'BR', population: 84_000 },
    { name: 'York', country: 'GB', population: 153_717 },
    { name: 'New York City', country: 'US', population: 8_804_190 },
    { name: 'São Paulo', country: 'BR', population: 10_021_295 },
    { name: 'Springfield', country: 'US', population: 167_000 },
    { name: 'Springfield', country: 'US', population: 114_000 },
  ],
  countryName,
);

describe('normalizeForSearch', () => {
  it('folds case and accents and trims', () => {
    expect(normalizeForSearch('  São PAULO ')).toBe('sao paulo');
  });
});

describe('CityIndex.search', () => {
  it('answers name, country name and display name', () => {
    expect(index.search('paris', 1)).toEqual([
      { name: 'Paris', country: 'France', displayName: 'Paris, France' },
    ]);
  });

  it('ranks prefix matches by population on short (precomputed) queries', () => {
    expect(index.search('Pa').map((city) => city.displayName)).toEqual([
      'Paris, France',
      'Pará de Minas, Brazil',
      'Parma, United States',
      'Paris, United States',
      'Paris, Canada',
      'São Paulo, Brazil', // a later word ("Paulo") matches, so it comes after every name match
    ]);
  });

  it('ranks the same way on long (scanned) queries', () => {
    expect(index.search('Pari').map((city) => city.displayName)).toEqual([
      'Paris, France',
      'Paris, United States',
      'Paris, Canada',
    ]);
  });

  it('puts whole-name prefix matches before later-word matches', () => {
    expect(index.search('York').map((city) => city.name)).toEqual(['York', 'New York City']);
    expect(index.search('yo').map((city) => city.name)).toEqual(['York', 'New York City']);
  });

  it('matches without accents', () => {
    expect(index.search('sao p')[0]?.name).toBe('São Paulo');
    expect(index.search('paulo')[0]?.name).toBe('São Paulo');
  });

  it('drops duplicate display names, keeping the larger city', () => {
    expect(index.search('spring')).toEqual([
      { name: 'Springfield', country: 'United States', displayName: 'Springfield, United States' },
    ]);
  });

  it('respects the limit and answers nothing for no match', () => {
    expect(index.search('pa', 2)).toHaveLength(2);
    expect(index.search('zzzz')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });
});
