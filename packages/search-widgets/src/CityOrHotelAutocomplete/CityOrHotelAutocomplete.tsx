import { Combobox } from '@voyagent/ui-kit/Combobox';
import { useMemo } from 'react';
import { AUTOCOMPLETE_MIN_QUERY_LENGTH } from '../autocomplete/autocompleteQuery';
import {
  type AutocompleteFieldProps,
  CITY_OR_HOTEL_DEBOUNCE_MS,
  CITY_OR_HOTEL_MENU_MIN_WIDTH_PX,
  type CitySource,
  cityOrHotelSource,
} from '../autocomplete/autocompleteSources';
import type { CityOrHotelSuggestion } from '../autocomplete/cityOrHotelSuggestions';
import type { CitySuggestion, HotelSuggestion } from '../autocomplete/suggestions';
import { cityOrHotelText, renderCityOrHotel } from '../autocomplete/SuggestionOption';

export interface CityOrHotelAutocompleteProps extends AutocompleteFieldProps<CityOrHotelSuggestion> {
  /** The server's cities (the site's `city-suggestions` callable, or an embed's endpoint). */
  loadCities: CitySource;
  /** Cities bundled with the page. */
  localCities: readonly CitySuggestion[];
  /** Hotels known to the page (the server suggests cities only, travel.md §7). */
  localHotels: readonly HotelSuggestion[];
}

/**
 * The city-or-hotel autocomplete (travel.md §7, §9): from 2 characters up to 6 local cities and
 * 4 local hotels show at once; after a 150 ms pause the server's first 6 cities replace the local
 * cities; when the server fails, the 8 best local matches show instead of an error.
 */
export function CityOrHotelAutocomplete({
  loadCities,
  localCities,
  localHotels,
  ...field
}: CityOrHotelAutocompleteProps) {
  const source = useMemo(
    () => cityOrHotelSource({ cities: localCities, hotels: localHotels }, loadCities),
    [localCities, localHotels, loadCities],
  );
  return (
    <Combobox<CityOrHotelSuggestion>
      {...field}
      {...source}
      itemToString={cityOrHotelText}
      renderItem={renderCityOrHotel}
      minQueryLength={AUTOCOMPLETE_MIN_QUERY_LENGTH}
      debounceMs={CITY_OR_HOTEL_DEBOUNCE_MS}
      minMenuWidth={CITY_OR_HOTEL_MENU_MIN_WIDTH_PX}
    />
  );
}
