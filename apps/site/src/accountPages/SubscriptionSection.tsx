import { Button, Link } from '@voyagent/ui-kit';
import { manageSubscription } from '../account/AccountBanners';
import { useSubscription } from '../account/useSubscription';

/** The free plan's way to the plans; while loading, its unseen copy keeps the row's place. */
const SEE_PLANS = 'See plans';

const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : null;

/**
 * The plan: trial days left, the paid tier and its end, or free; Manage opens the billing portal.
 * While it loads, the section keeps the height of the free plan's answer, so what is below stays.
 */
export function SubscriptionSection() {
  const { view, loading, error } = useSubscription();
  const tierName =
    view.subscription_tier === 'admin_unlimited' ? 'Unlimited' : view.subscription_tier;
  const ends = dateText(view.subscription_end);

  return (
    <section className="account-page__section" aria-labelledby="plan-title" aria-busy={loading}>
      <h2 id="plan-title">Your plan</h2>
      {loading ? (
        <>
          <p role="status">Loading...</p>
          {/* The free plan's link, unseen: what loads takes the place kept for it. */}
          <div className="account-page__actions account-page__placeholder" aria-hidden="true">
            {SEE_PLANS}
          </div>
        </>
      ) : (
        <>
          {error && <p role="alert">{error}</p>}
          {view.isTrialActive && (
            <p>
              Free trial: {view.trialDaysLeft} {view.trialDaysLeft === 1 ? 'day' : 'days'} left.
            </p>
          )}
          {view.isPro && (
            <p>
              {tierName}
              {ends && view.subscription_tier !== 'admin_unlimited'
                ? `, active until ${ends}.`
                : '.'}
            </p>
          )}
          {!view.isPro && !view.isTrialActive && (
            <p>Free plan{view.trial_used ? ': your free trial has been used.' : '.'}</p>
          )}
          <div className="account-page__actions">
            {view.subscribed && (
              <Button variant="secondary" onPress={() => void manageSubscription(true)}>
                Manage subscription
              </Button>
            )}
            {!view.isPro && (
              <Link href="/pricing" variant="standalone">
                {SEE_PLANS}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
