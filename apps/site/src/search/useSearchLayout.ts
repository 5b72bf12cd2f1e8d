import { MOBILE_VARIANT_MEDIA_QUERY } from '@voyagent/native';
import type { SearchLayout } from '@voyagent/search-widgets';
import { useSyncExternalStore } from 'react';

/**
 * travel.md §2: the mobile forms when the window is under 768 px wide with touch — the native
 * package's rule, so the forms, the routes and the stylesheet switch together. (Inside the native
 * app the window is a phone's, so the query holds there too.)
 */
export const MOBILE_VARIANT_QUERY = MOBILE_VARIANT_MEDIA_QUERY;

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
