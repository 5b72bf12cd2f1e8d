import { useEffect } from 'react';
import { watchActivity } from '../launchSplash/launchSplash';
import type { StorageLike } from '../platform/webStorage';

/**
 * shell.md §4: keeps lastActivity fresh on mouse, key, scroll, touch and click events and on the
 * native app's resume; `onSplashDue` hears a resume after more than an hour away. Mount once
 * per page (it is in the main entry: cheap, unlike the splash itself), with stable callbacks
 * (`useCallback`) so it does not re-subscribe on every render.
 */
export function useActivityTracking({
  target,
  local,
  now = Date.now,
  onAppResume,
  onSplashDue,
}: {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  local: StorageLike;
  now?: () => number;
  onAppResume?: (listener: () => void) => () => void;
  onSplashDue?: () => void;
}) {
  useEffect(
    () => watchActivity({ target, local, now, onAppResume, onSplashDue }),
    [target, local, now, onAppResume, onSplashDue],
  );
}
