import { useSyncExternalStore } from 'react';
import { NARROW_VIEWPORT_MAX_WIDTH_PX } from './datePickerRules';

const NARROW_QUERY = `(max-width: ${NARROW_VIEWPORT_MAX_WIDTH_PX}px)`;

function narrowQuery(): MediaQueryList | null {
  // jsdom and server rendering have no matchMedia: treat them as desktop.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(NARROW_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
  };
}

/** True while the viewport is narrower than the mobile breakpoint (768 px). */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}
