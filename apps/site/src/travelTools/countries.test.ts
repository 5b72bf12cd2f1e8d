import { describe, expect, it } from 'vitest';
import { countryOptions, findCountries } from './countries';

const options = countryOptions(['JP', 'FR', 'JM', 'CI', 'US', 'GB'], 'en');

describe('country options', () => {
  it('names each code in the locale and sorts by name', () => {
    expect(options.map(({ name }) => name)).toEqual([
      'Côte d’Ivoire',
      'France',
      'Jamaica',
      'Japan',
      'United Kingdom',
      'United States',
    ]);
    expect(countryOptions(['DE'], 'fr')).toEqual([{ code: 'DE', name: 'Allemagne' }]);
  });

  it('finds by the start of any word, ignoring accents and case, or by exact code', () => {
    expect(findCountries(options, 'ja').map(({ code }) => code)).toEqual(['JM', 'JP']);
    expect(findCountries(options, 'cote').map(({ code }) => code)).toEqual(['CI']);
    expect(findCountries(options, 'kingdom').map(({ code }) => code)).toEqual(['GB']);
    expect(findCountries(options, 'united s').map(({ code }) => code)).toEqual(['US']);
    expect(findCountries(options, 'FR').map(({ code }) => code)).toEqual(['FR']);
    expect(findCountries(options, '  ')).toEqual([]);
    expect(findCountries(options, 'zz')).toEqual([]);
  });
});
