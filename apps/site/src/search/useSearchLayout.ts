import type { SearchLayout } from '@voyagent/search-widgets';
import { useSyncExternalStore } from 'react';

/**
 * travel.md §2: the mobile variant applies when the window is under 768 px wide with touch (the
 * native shell, the other case, is not built yet).
 */
export const MOBILE_VARIANT_QUERY = '(max-width: 767px) and (pointer: coarse)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_VARIANT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The search forms' layout for this window, following it as it is resized or rotated. */
export function useSearchLayout(): SearchLayout {
  const isMobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_VARIANT_QUERY).matches,
    () => false,
  );
  return isMobile ? 'mobile' : 'desktop';
}
