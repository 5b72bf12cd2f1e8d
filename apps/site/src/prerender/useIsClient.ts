import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's prerender and while the browser hydrates that markup, true afterwards and
 * in every render of a page the browser built itself. What depends on the visitor's device or
 * storage (an install button, the splash) waits for it, so hydration meets the markup it expects.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
