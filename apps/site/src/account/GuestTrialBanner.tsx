import { SITE_PATHS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { Banner, Link } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useIsClient } from '../prerender/useIsClient';
import { isDismissed, rememberDismissal } from './dismissals';
import './account.css';

/**
 * Whether a banner was dismissed this visit, and how to dismiss it. The stored answer is read once
 * hydration is over: prerendered pages carry the banners a first visit sees.
 */
export function useDismissal(name: string): [boolean, () => void] {
  const isClient = useIsClient();
  const [dismissedNow, setDismissed] = useState(false);
  return [
    dismissedNow || (isClient && isDismissed(name)),
    () => {
      rememberDismissal(name);
      setDismissed(true);
    },
  ];
}

/** travel.md §4: a guest's banner offering the free trial. */
export function GuestTrialBanner() {
  const [dismissed, dismiss] = useDismissal('trial-trial');
  if (dismissed) return null;
  return (
    <Banner
      variant="promo"
      title={`Start your ${TRIAL_DAYS}-day free trial`}
      description="Unlimited use of every tool. No credit card required."
      action={
        <Link href={SITE_PATHS.auth} variant="standalone">
          Start Free Trial
        </Link>
      }
      onDismiss={dismiss}
    />
  );
}

/**
 * The banners' place while the session or the account is still loading: the trial offer for a
 * likely guest (most visitors, and every prerendered page) or a member last offered it
 * (trialOfferHint.ts), else nothing. The loaded banners take its place at the same height, so
 * the page below does not move.
 */
export function PendingAccountBanners({ offersTrial }: { offersTrial: boolean }) {
  return <div className="account-banners">{offersTrial && <GuestTrialBanner />}</div>;
}
