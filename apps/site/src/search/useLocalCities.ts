import type { CitySuggestion } from '@voyagent/search-widgets';
import { useEffect, useState } from 'react';

const NO_CITIES: readonly CitySuggestion[] = [];
let loading: Promise<readonly CitySuggestion[]> | undefined;

/** Loads the bundled city list (its own 16 KB chunk) once for every field that shows it. */
export function loadLocalCities(): Promise<readonly CitySuggestion[]> {
  loading ??= import('@voyagent/search-widgets/cities').then(
    ({ localCities }) => localCities('en'),
    (error: unknown) => {
      // A chunk that failed to load may load on a later attempt; meanwhile the server answers.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The local cities the destination fields show at once (travel.md §7), fetched after mount so
 * they never weigh on the first paint. Empty until loaded, or if loading fails: the fields then
 * wait for the city-suggestions function, as they would without a local list.
 */
export function useLocalCities(): readonly CitySuggestion[] {
  const [cities, setCities] = useState(NO_CITIES);
  useEffect(() => {
    let current = true;
    loadLocalCities().then(
      (loaded) => {
        if (current) setCities(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return cities;
}
