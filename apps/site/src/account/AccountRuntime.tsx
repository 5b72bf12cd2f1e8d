import { SUBSCRIPTION_REFRESH_MS } from '@voyagent/account';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/authStore';
import { useLaunchSplashState } from '../shell/launchSplashState';
import { refreshAccount } from './accountStore';
import { AccountBanners } from './AccountBanners';
import { fingerprintWhenIdle } from './deviceFingerprint';

/**
 * Reads the subscription and usage once the user is known and every 30 s after (travel.md §4),
 * computes the device fingerprint when the browser is idle (after the launch splash, if it shows:
 * its probes are no work for the moments the splash animates; a guest's usage call that needs it
 * sooner computes it then), and shows the banners.
 */
export function AccountRuntime() {
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const email = useAuthStore((state) => state.user?.email ?? '');

  const splashShowing = useLaunchSplashState((state) => state.showing);
  useEffect(() => (splashShowing ? undefined : fingerprintWhenIdle()), [splashShowing]);

  useEffect(() => {
    const user = uid === null ? null : { uid, email };
    void refreshAccount(user);
    const timer = window.setInterval(() => void refreshAccount(user), SUBSCRIPTION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [uid, email]);

  return <AccountBanners />;
}
