import type { CitySuggestion } from '@voyagent/search-widgets';
import { startTransition, useEffect, useState } from 'react';

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
 * The local cities the destination fields show at once (travel.md §7), fetched after mount, or
 * once `wanted` (a page whose load should not pay for the list asks at a field's first focus), so
 * they never weigh on the first paint. The fields take the list in a transition: every field
 * re-renders with it. Empty until loaded, or if loading fails: the fields then wait for the
 * city-suggestions function, as they would without a local list.
 */
export function useLocalCities(wanted = true): readonly CitySuggestion[] {
  const [cities, setCities] = useState(NO_CITIES);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadLocalCities().then(
      (loaded) => {
        if (current) startTransition(() => setCities(loaded));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return cities;
}

/**
 * For a form whose cities wait for a field's focus: whether focus has entered the element the
 * returned ref is given. A listener, not a handler: the element only observes its fields' focus.
 */
export function useFocusedOnce(): [focused: boolean, ref: (element: HTMLElement | null) => void] {
  const [focused, setFocused] = useState(false);
  const [ref] = useState(() => (element: HTMLElement | null) => {
    if (!element) return;
    const onFocusIn = () => setFocused(true);
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  });
  return [focused, ref];
}
