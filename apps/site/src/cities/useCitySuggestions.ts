import { useEffect, useState } from 'react';
import type { CitySuggestion } from '../firebase/callables';

/** travel.md §5 and §9: at least 2 characters, 300 ms debounce for the destination field. */
export const MIN_CITY_QUERY_LENGTH = 2;
export const DESTINATION_DEBOUNCE_MS = 300;

export type SuggestionsState =
  | { status: 'idle'; cities: [] }
  | { status: 'loading'; cities: CitySuggestion[] }
  | { status: 'done'; cities: CitySuggestion[] }
  | { status: 'error'; cities: [] };

/**
 * Suggestions for `query`, fetched once typing pauses. A slower answer to an older query never
 * replaces the newer one.
 */
export function useCitySuggestions(
  query: string,
  fetchCities: (query: string) => Promise<CitySuggestion[]>,
  debounceMs = DESTINATION_DEBOUNCE_MS,
): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle', cities: [] });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_CITY_QUERY_LENGTH) {
      setState({ status: 'idle', cities: [] });
      return;
    }
    let current = true;
    setState((previous) => ({ status: 'loading', cities: previous.cities }));
    const timer = setTimeout(() => {
      fetchCities(trimmed).then(
        (cities) => current && setState({ status: 'done', cities }),
        () => current && setState({ status: 'error', cities: [] }),
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, fetchCities, debounceMs]);

  return state;
}
