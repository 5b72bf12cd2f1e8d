import type { ComboboxProps } from '@voyagent/ui-kit/Combobox';
import {
  type CityOrHotelSuggestion,
  cityOrHotelFallback,
  cityOrHotelWithServerCities,
  type LocalCitiesAndHotels,
  localCityOrHotelSuggestions,
} from './cityOrHotelSuggestions';
import { localDestinationSuggestions, withServerCities } from './destinationSuggestions';
import type { AirportSuggestion, CitySuggestion } from './suggestions';

/** travel.md §9: the destination field asks after a 300 ms pause, city-or-hotel after 150 ms. */
export const DESTINATION_DEBOUNCE_MS = 300;
export const CITY_OR_HOTEL_DEBOUNCE_MS = 150;
/** The spec gives the airport fields no pause of their own: they share the search form's 300 ms. */
export const AIRPORT_DEBOUNCE_MS = DESTINATION_DEBOUNCE_MS;

/**
 * travel.md §9 says only "Dropdown minimum width: 400 or 300 px", right after listing the
 * debounces as "150 ms (city-or-hotel) and 300 ms (destination)". Read in that same order,
 * city-or-hotel gets 400 px (its rows carry a hotel's name and its city, the longest texts) and
 * destination 300 px, which the site's home field and HotelSearch already used. The airport
 * fields sit beside each other in one form row, so they take the narrower 300 px too.
 */
export const DESTINATION_MENU_MIN_WIDTH_PX = 300;
export const CITY_OR_HOTEL_MENU_MIN_WIDTH_PX = 400;
export const AIRPORT_MENU_MIN_WIDTH_PX = 300;

/**
 * The server's cities for a query: the site passes its `city-suggestions` callable, an embed
 * the public endpoint. `signal` aborts when a newer query supersedes this one.
 */
export type CitySource = (query: string, signal: AbortSignal) => Promise<readonly CitySuggestion[]>;

/** The server's airports: the site's `airport-suggestions` callable, or an `AirportSource`. */
export type AirportLoader = (
  query: string,
  signal: AbortSignal,
) => Promise<readonly AirportSuggestion[]>;

/** What every autocomplete passes through to its field unchanged. */
export type AutocompleteFieldProps<T> = Pick<
  ComboboxProps<T>,
  | 'label'
  | 'onSelect'
  | 'onInputChange'
  | 'errorMessage'
  | 'placeholder'
  | 'defaultInputValue'
  | 'loadingText'
  | 'emptyText'
  | 'errorText'
>;

/** The two phases of a field: local matches at once, the server's answer, and the fallback. */
export interface TwoPhaseSource<T> {
  localItems: (query: string) => readonly T[];
  loadItems: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  fallbackItems: (query: string) => readonly T[];
}

/**
 * travel.md §7: the destination field shows up to 6 local cities at once, then the server's
 * first 6 in their place when it found any. Issue 9: a failure falls back to the local matches.
 */
export function destinationSource(
  localCities: readonly CitySuggestion[],
  loadCities: CitySource,
): TwoPhaseSource<CitySuggestion> {
  const localItems = (query: string) => localDestinationSuggestions(localCities, query);
  return {
    localItems,
    loadItems: async (query, signal) =>
      withServerCities(localItems(query), await loadCities(query, signal)),
    fallbackItems: localItems,
  };
}

/**
 * travel.md §7, §9: up to 6 local cities and 4 local hotels at once; the server's first 6
 * cities replace the local cities, the hotels stay; on failure the 8 best local matches.
 */
export function cityOrHotelSource(
  lists: LocalCitiesAndHotels,
  loadCities: CitySource,
): TwoPhaseSource<CityOrHotelSuggestion> {
  const localItems = (query: string) => localCityOrHotelSuggestions(lists, query);
  return {
    localItems,
    loadItems: async (query, signal) =>
      cityOrHotelWithServerCities(localItems(query), await loadCities(query, signal)),
    fallbackItems: (query) => cityOrHotelFallback(lists, query),
  };
}
