import { FROM_PRICE, PLAN_FOR_TIER, UPGRADE_PROMPT } from '@voyagent/account';
import { PURCHASABLE_TIERS, type PurchasableTier } from '@voyagent/contracts/names';
import { Banner, Button, Card, Link, Table } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { manageSubscription } from '../account/AccountBanners';
import { checkout } from '../account/checkoutAction';
import { planComparisonRows, type PlanComparisonRow } from '../account/planComparison';
import { useSubscription } from '../account/useSubscription';
import '../account/account.css';

const COMPARISON_COLUMNS = [
  { id: 'feature', header: 'Feature', cell: (row: PlanComparisonRow) => row.feature },
  { id: 'free', header: 'Free', cell: (row: PlanComparisonRow) => row.free },
  { id: 'paid', header: 'Every paid plan', cell: (row: PlanComparisonRow) => row.paid },
];

/** /pricing (travel.md §2, §9): the plans from the from-price, checkout and the billing portal. */
export function PricingPage() {
  const { signedIn, view, loading } = useSubscription();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<PurchasableTier | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (tier: PurchasableTier) => {
    setPending(tier);
    setFailure(null);
    const problem = await checkout({ plan: PLAN_FOR_TIER[tier], isGuest: !signedIn });
    setFailure(problem);
    setPending(null);
  };

  return (
    <section className="pricing-page" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Plans</h1>
      <p>From {FROM_PRICE} per month. Your plan's price is shown at checkout.</p>
      {params.get('checkout') === 'cancelled' && (
        <Banner variant="info" description="Checkout cancelled. You have not been charged." />
      )}
      {failure && <Banner variant="danger" description={failure} />}
      {view.isPro ? (
        <Card as="section" aria-label="Your plan">
          <p>
            You're on{' '}
            {view.subscription_tier === 'admin_unlimited' ? 'Unlimited' : view.subscription_tier}.
          </p>
          <Button variant="secondary" onPress={() => void manageSubscription(signedIn)}>
            Manage subscription
          </Button>
        </Card>
      ) : (
        <ul className="plan-list">
          {PURCHASABLE_TIERS.map((tier) => (
            <Card as="li" key={tier} elevation="raised">
              <h2>{tier}</h2>
              <Button
                variant={tier === 'Globetrotter' ? 'primary' : 'secondary'}
                isDisabled={loading || (pending !== null && pending !== tier)}
                isLoading={pending === tier}
                onPress={() => void choose(tier)}
              >
                {tier === 'Globetrotter' ? UPGRADE_PROMPT : `Upgrade to ${tier}`}
              </Button>
            </Card>
          ))}
        </ul>
      )}
      <Table
        caption="Free or paid"
        columns={COMPARISON_COLUMNS}
        rows={planComparisonRows()}
        rowKey={(row) => row.id}
      />
      {!view.isPro && !view.isTrialActive && (
        <p>
          Not sure yet? <Link href="/free-trial">Start your free trial</Link>.
        </p>
      )}
    </section>
  );
}
