import { Combobox } from '@voyagent/ui-kit/Combobox';
import { AUTOCOMPLETE_MIN_QUERY_LENGTH } from '../autocomplete/autocompleteQuery';
import {
  AIRPORT_DEBOUNCE_MS,
  AIRPORT_MENU_MIN_WIDTH_PX,
  type AirportLoader,
  type AutocompleteFieldProps,
} from '../autocomplete/autocompleteSources';
import type { AirportSuggestion } from '../autocomplete/suggestions';
import { airportText, renderAirport } from '../autocomplete/SuggestionOption';

export interface AirportAutocompleteProps extends AutocompleteFieldProps<AirportSuggestion> {
  /**
   * The airports for a query: the site's `airport-suggestions` callable, or for an embed
   * `localAirportSource` (the bundled OurAirports index) or `endpointAirportSource(url)`.
   */
  loadAirports: AirportLoader;
}

/**
 * An airport field: from 2 characters, after a 300 ms pause, the airports matching a code, a
 * city or a name ("par" finds Paris CDG and ORY, "JFK" New York). A chosen airport puts its
 * "City (CODE)" form in the field, which the flight search submits unchanged.
 */
export function AirportAutocomplete({ loadAirports, ...field }: AirportAutocompleteProps) {
  return (
    <Combobox<AirportSuggestion>
      {...field}
      loadItems={loadAirports}
      itemToString={airportText}
      renderItem={renderAirport}
      minQueryLength={AUTOCOMPLETE_MIN_QUERY_LENGTH}
      debounceMs={AIRPORT_DEBOUNCE_MS}
      minMenuWidth={AIRPORT_MENU_MIN_WIDTH_PX}
    />
  );
}
