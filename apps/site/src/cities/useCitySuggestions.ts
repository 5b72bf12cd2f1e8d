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

interface Answer {
  query: string;
  cities: CitySuggestion[];
  failed: boolean;
}

/**
 * Suggestions for `query`, fetched once typing pauses. The state is derived from the last answer,
 * so only the network callbacks set state; a slower answer to an older query is dropped.
 */
export function useCitySuggestions(
  query: string,
  fetchCities: (query: string) => Promise<CitySuggestion[]>,
  debounceMs = DESTINATION_DEBOUNCE_MS,
): SuggestionsState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  const tooShort = trimmed.length < MIN_CITY_QUERY_LENGTH;

  useEffect(() => {
    if (tooShort) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchCities(trimmed).then(
        (cities) => current && setAnswer({ query: trimmed, cities, failed: false }),
        () => current && setAnswer({ query: trimmed, cities: [], failed: true }),
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, tooShort, fetchCities, debounceMs]);

  if (tooShort) return { status: 'idle', cities: [] };
  if (answer?.query === trimmed) {
    return answer.failed
      ? { status: 'error', cities: [] }
      : { status: 'done', cities: answer.cities };
  }
  // While the next answer is on its way, the previous list stays up rather than flickering.
  return { status: 'loading', cities: answer?.cities ?? [] };
}
