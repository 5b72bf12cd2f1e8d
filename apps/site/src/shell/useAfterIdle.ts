import { useEffect, useState } from 'react';
import { useLaunchSplashState } from './launchSplashState';

/** Past this, the surfaces load even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the browser has been idle after the first paint: the moment to fetch what the first
 * paint does not need. Safari has no requestIdleCallback; a macrotask stands in there.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), {
        timeout: IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/**
 * Idle, and no launch splash over the page (launchSplashState.ts): the moment for work the page
 * behind the splash would do (its banners, toasts, back-to-top). Nobody sees or reaches it while
 * the splash covers the page, and the splash animates with the main thread to itself.
 */
export function usePageIdle(): boolean {
  const idle = useAfterIdle();
  const covered = useLaunchSplashState((state) => state.showing);
  return idle && !covered;
}
