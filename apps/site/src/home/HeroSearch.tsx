import { DestinationAutocomplete } from '@voyagent/search-widgets';
import { loadDestinations } from '../search/searchSources';
import { useFocusedOnce, useLocalCities } from '../search/useLocalCities';

/**
 * The hero's destination field: react-aria's combobox in its own chunk, so the home page
 * hydrates without it (its prerendered field takes typing until then, HomePage.tsx). The city
 * list loads at the field's first focus, not with the page.
 */
export function HeroSearch() {
  const [focused, focusRef] = useFocusedOnce();
  const localCities = useLocalCities(focused);
  return (
    <div ref={focusRef}>
      <DestinationAutocomplete
        label="Where do you want to go?"
        loadCities={loadDestinations}
        localCities={localCities}
        placeholder="Search a city"
      />
    </div>
  );
}
