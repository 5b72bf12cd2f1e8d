import { localMatches } from './localMatches';
import type { CitySuggestion } from './suggestions';

/** travel.md §9: local suggestions show up to 6 cities; of the server's answer the first 6 are used. */
export const LOCAL_CITY_LIMIT = 6;
export const SERVER_CITY_LIMIT = 6;

/** What the destination field shows at once, from the bundled list, before the server answers. */
export function localDestinationSuggestions(
  cities: readonly CitySuggestion[],
  query: string,
): CitySuggestion[] {
  return localMatches(cities, query, cityTexts, LOCAL_CITY_LIMIT);
}

/**
 * travel.md §7: the server's cities, when it found any, replace the local ones (its first 6);
 * an empty answer leaves the local suggestions in place.
 */
export function withServerCities(
  local: readonly CitySuggestion[],
  server: readonly CitySuggestion[],
): CitySuggestion[] {
  return server.length > 0 ? server.slice(0, SERVER_CITY_LIMIT) : [...local];
}

export function cityTexts(city: CitySuggestion): string[] {
  return [city.name, city.displayName];
}
