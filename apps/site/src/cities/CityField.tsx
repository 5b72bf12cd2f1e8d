import { CITY_QUERY_MIN_LENGTH } from '@voyagent/contracts/names';
import { Combobox } from '@voyagent/ui-kit';
import type { CitySuggestion } from '../firebase/callables';

/** travel.md §5 and §9: the destination field asks after a 300 ms pause (and 2 characters). */
export const DESTINATION_DEBOUNCE_MS = 300;
/** travel.md §9: the destination dropdown is at least 300 px wide. */
const DESTINATION_MENU_MIN_WIDTH_PX = 300;

interface CityFieldProps {
  label: string;
  fetchCities: (query: string) => Promise<CitySuggestion[]>;
  onSelect?: (city: CitySuggestion) => void;
}

/** The destination field: ui-kit's combobox over the backend's city suggestions. */
export function CityField({ label, fetchCities, onSelect }: CityFieldProps) {
  return (
    <div className="city-field">
      <Combobox<CitySuggestion>
        label={label}
        loadItems={fetchCities}
        itemToString={(city) => city.displayName}
        renderItem={(city) => (
          <>
            <span>{city.name}</span> <span className="city-field__country">{city.country}</span>
          </>
        )}
        onSelect={onSelect}
        minQueryLength={CITY_QUERY_MIN_LENGTH}
        debounceMs={DESTINATION_DEBOUNCE_MS}
        minMenuWidth={DESTINATION_MENU_MIN_WIDTH_PX}
        placeholder="Search a city"
        loadingText="Looking up cities…"
        emptyText="No matching city."
        errorText="City suggestions are unavailable right now."
      />
    </div>
  );
}
