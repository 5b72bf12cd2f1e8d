import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthStore } from '../auth/authStore';
import { wasSignedIn } from '../firebase/sessionHint';
import { useIsClient } from '../prerender/useIsClient';
import { useLaunchSplashState } from '../shell/launchSplashState';
import { wasOfferedTrial } from './trialOfferHint';

// The subscription, usage and fingerprint code and the banners load once the session is known,
// outside the first-load bundle.
const AccountRuntime = lazy(async () => ({
  default: (await import('./AccountRuntime')).AccountRuntime,
}));

/**
 * The account's banners (trial, promo, usage) under the header, once the user is known. Until
 * then a likely guest, or a member last offered the trial (trialOfferHint.ts), sees
 * `guestBanner`, the trial offer, which the frame passes in as one of its parts loaded after the
 * first paint (layout/Layout.tsx); the loaded banners take its place at the same height.
 */
export function AccountSync({ guestBanner }: { guestBanner: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const isClient = useIsClient();
  // Before the session is read, the last visit's state decides (firebase/sessionHint.ts), once
  // hydration is over: the prerendered page is a guest's.
  const likelyGuest = status === 'signed-out' || !(isClient && wasSignedIn());
  // A member last offered the trial most likely still is: the offer keeps its place meanwhile.
  const offersTrial = likelyGuest || (isClient && wasOfferedTrial());
  const pending = <div className="account-banners">{offersTrial && guestBanner}</div>;
  // Behind the launch splash the banners wait for it to close: nobody sees them meanwhile.
  const splashShowing = useLaunchSplashState((state) => state.showing);
  if (status === 'loading' || splashShowing) return pending;
  return (
    <Suspense fallback={pending}>
      <AccountRuntime />
    </Suspense>
  );
}
