import {
  FIRST_MONTH_OFFER_PERCENT,
  openCustomerPortal,
  showsPromoCard,
  trialBannerKind,
} from '@voyagent/account';
import { SITE_PATHS } from '@voyagent/contracts/names';
import { Banner, Button, Card, Link, toast } from '@voyagent/ui-kit';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { subscriptionView, useAccountStore } from './accountStore';
import { GuestTrialBanner, PendingAccountBanners, useDismissal } from './GuestTrialBanner';
import { rememberTrialOffer, wasOfferedTrial } from './trialOfferHint';
import { goTo } from './openExternal';
import { UsageBanner } from './UsageBanner';
import './account.css';

/** Opens the billing portal, or says why not (travel.md §6, §8). */
export async function manageSubscription(signedIn: boolean): Promise<void> {
  const failure = await openCustomerPortal(signedIn, () => backend.customerPortal({}), {
    open: goTo,
  });
  if (failure) toast.error(failure);
}

function TrialBanner({
  kind,
  daysLeft,
}: {
  kind: 'trial' | 'expired' | 'active';
  daysLeft: number;
}) {
  // The guest's offer keeps its own dismissal (it is also prerendered while the account loads).
  if (kind === 'trial') return <GuestTrialBanner />;
  return <MemberTrialBanner kind={kind} daysLeft={daysLeft} />;
}

function MemberTrialBanner({ kind, daysLeft }: { kind: 'expired' | 'active'; daysLeft: number }) {
  const [dismissed, dismiss] = useDismissal(`trial-${kind}`);
  if (dismissed) return null;
  if (kind === 'expired') {
    return (
      <Banner
        variant="danger"
        title="TRIAL EXPIRED"
        description={`Your free trial has ended. Upgrade now and get ${FIRST_MONTH_OFFER_PERCENT}% off your first month.`}
        action={
          <Link href={SITE_PATHS.pricing} variant="standalone">
            Claim {FIRST_MONTH_OFFER_PERCENT}% off
          </Link>
        }
        onDismiss={dismiss}
      />
    );
  }
  return (
    <Banner
      variant="info"
      title={`Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}
      description="Every tool is unlimited during your trial."
      action={
        <Link href={SITE_PATHS.pricing} variant="standalone">
          See plans
        </Link>
      }
      onDismiss={dismiss}
    />
  );
}

function PromoCard({ tier }: { tier: string }) {
  const [dismissed, dismiss] = useDismissal('promo-card');
  if (dismissed) return null;
  return (
    <Card as="section" aria-label="Your plan" className="promo-card">
      <p className="promo-card__title">
        You're on {tier === 'admin_unlimited' ? 'Unlimited' : tier}
      </p>
      <p>Thanks for travelling with Voyagent: every tool is unlimited on your plan.</p>
      <div className="promo-card__actions">
        <Button variant="secondary" size="sm" onPress={() => void manageSubscription(true)}>
          Manage subscription
        </Button>
        <Button variant="ghost" size="sm" onPress={dismiss}>
          Dismiss
        </Button>
      </div>
    </Card>
  );
}

/** The trial banners, the promo card and the usage banner, from the account store. */
export function AccountBanners() {
  const user = useAuthStore((state) => state.user);
  const { subscription, loading, error, usage } = useAccountStore();
  const signedIn = user !== null;
  const view = subscriptionView(subscription, user);
  const trial = trialBannerKind(view, signedIn);
  useEffect(() => {
    if (signedIn && !loading) rememberTrialOffer(trial === 'trial');
  }, [signedIn, loading, trial]);
  if (loading) return <PendingAccountBanners offersTrial={!signedIn || wasOfferedTrial()} />;
  return (
    <div className="account-banners">
      {error && <Banner variant="warning" description={error} />}
      {trial !== 'none' && <TrialBanner key={trial} kind={trial} daysLeft={view.trialDaysLeft} />}
      {showsPromoCard(view, signedIn) && <PromoCard tier={view.subscription_tier} />}
      {usage && <UsageBanner key={usage.usageType + usage.level} usage={usage} />}
    </div>
  );
}
