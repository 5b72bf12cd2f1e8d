import { DestinationAutocomplete } from '@voyagent/search-widgets';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';

/**
 * The hero's destination field: react-aria's combobox in its own chunk, so the home page
 * hydrates without it (its prerendered field takes typing until then, HomePage.tsx).
 */
export function HeroSearch() {
  const localCities = useLocalCities();
  return (
    <DestinationAutocomplete
      label="Where do you want to go?"
      loadCities={loadDestinations}
      localCities={localCities}
      placeholder="Search a city"
    />
  );
}
