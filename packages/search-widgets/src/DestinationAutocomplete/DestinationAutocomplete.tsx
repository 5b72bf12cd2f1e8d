import { Combobox } from '@voyagent/ui-kit/Combobox';
import { useMemo } from 'react';
import { AUTOCOMPLETE_MIN_QUERY_LENGTH } from '../autocomplete/autocompleteQuery';
import {
  type AutocompleteFieldProps,
  type CitySource,
  DESTINATION_DEBOUNCE_MS,
  DESTINATION_MENU_MIN_WIDTH_PX,
  destinationSource,
} from '../autocomplete/autocompleteSources';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { cityText, renderCity } from '../autocomplete/SuggestionOption';

export interface DestinationAutocompleteProps extends AutocompleteFieldProps<CitySuggestion> {
  /** The server's cities (the site's `city-suggestions` callable, or an embed's endpoint). */
  loadCities: CitySource;
  /** Cities bundled with the page: shown at once, and alone when the server fails. */
  localCities?: readonly CitySuggestion[];
}

const NO_CITIES: readonly CitySuggestion[] = [];

/**
 * The destination autocomplete (travel.md §7, §9): from 2 characters the local matches show at
 * once; after a 300 ms pause the server's first 6 cities replace them if it found any.
 */
export function DestinationAutocomplete({
  loadCities,
  localCities = NO_CITIES,
  ...field
}: DestinationAutocompleteProps) {
  const source = useMemo(
    () => destinationSource(localCities, loadCities),
    [localCities, loadCities],
  );
  return (
    <Combobox<CitySuggestion>
      {...field}
      {...source}
      itemToString={cityText}
      renderItem={renderCity}
      minQueryLength={AUTOCOMPLETE_MIN_QUERY_LENGTH}
      debounceMs={DESTINATION_DEBOUNCE_MS}
      minMenuWidth={DESTINATION_MENU_MIN_WIDTH_PX}
    />
  );
}
