import { FROM_PRICE, UPGRADE_PROMPT } from '@voyagent/account';
import { SITE_PATHS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { Banner, Card, Link } from '@voyagent/ui-kit';
import { useId } from 'react';
import { useSubscription } from '../account/useSubscription';
import { cx } from './cx';
import { homeOffers } from './homeRules';
import styles from './home.module.css';

function useHomeOffers() {
  const { authStatus, signedIn, view, loading } = useSubscription();
  return homeOffers({ settled: authStatus !== 'loading' && !loading, signedIn, isPro: view.isPro });
}

/**
 * travel.md §2 (desktop home): the offline-maps promo for premium accounts and the upgrade banner
 * for signed-in accounts without a paid plan, from the subscription the account store holds.
 */
export function MemberOffers() {
  const { offlineMapsPromo, upgradeBanner } = useHomeOffers();
  if (!offlineMapsPromo && !upgradeBanner) return null;
  return (
    <div className={cx(styles.section, styles.desktopOnly)}>
      {offlineMapsPromo && (
        <Banner
          variant="success"
          title="Offline maps are in your plan"
          description="Keep maps of your destination on your device for when you have no connection."
          action={
            <Link href="/offline-maps" variant="standalone">
              Open offline maps
            </Link>
          }
        />
      )}
      {upgradeBanner && (
        <Banner
          variant="promo"
          title={UPGRADE_PROMPT}
          description={`Unlimited use of every tool and offline maps, from ${FROM_PRICE} a month.`}
          action={
            <Link href={SITE_PATHS.pricing} variant="standalone">
              See plans
            </Link>
          }
        />
      )}
    </div>
  );
}

/** travel.md §2 (desktop home): the free-trial call to action to /auth, for signed-out visitors. */
export function FreeTrialCta() {
  const titleId = useId();
  const { freeTrialCta } = useHomeOffers();
  if (!freeTrialCta) return null;
  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      className={cx(styles.section, styles.desktopOnly)}
      elevation="raised"
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        Try every tool free for {TRIAL_DAYS} days
      </h2>
      <p className={styles.lead}>No credit card required. No daily limits while the trial lasts.</p>
      <div className={styles.actions}>
        <Link href={SITE_PATHS.auth} variant="standalone">
          Start Free Trial
        </Link>
      </div>
    </Card>
  );
}
