import { SITE_PATHS } from '@voyagent/contracts/names';
import { LAUNCH_PROMOTION, PromotionCountdown } from '@voyagent/install-prompts';
import { LAUNCH_SPLASH_TEXTS } from '@voyagent/install-prompts/LaunchSplashScreen';
import { Badge, Card, Link } from '@voyagent/ui-kit';
import { useSearchParams } from 'react-router';
import { useIsClient } from '../prerender/useIsClient';
import { isLaunchCode, lifetimeIncludes, promoToClaim } from '../promotions/offer';
import { PromoClaim } from '../promotions/PromoClaim';
import styles from '../promotions/promotions.module.css';

/**
 * /app-launch?promo=… (shell.md §2, §4): where the launch splash's Claim and the top bar's GET
 * STARTED lead. The launch offer with its countdown, what Lifetime includes, and Claim, which
 * checks out Lifetime with the link's code (the launch code when it has none). Only the server
 * says whether a code is valid; its refusal is shown as it answers.
 */
export function AppLaunchPage() {
  const [params] = useSearchParams();
  // The build prerenders this page without a query and at its own time: the link's code and the
  // ticking countdown come once the browser has taken the markup over, so hydration matches it.
  const isClient = useIsClient();
  const promo = isClient ? promoToClaim(params) : LAUNCH_PROMOTION.code;
  return (
    <section className={styles.page} aria-labelledby="app-launch-title">
      <Badge variant="promo">{LAUNCH_SPLASH_TEXTS.badge}</Badge>
      <h1 id="app-launch-title" className={styles.offer}>
        {LAUNCH_SPLASH_TEXTS.offer}
      </h1>
      <p className={styles.lead}>
        {isLaunchCode(promo)
          ? `Code ${LAUNCH_PROMOTION.code}: ${LAUNCH_PROMOTION.discountPercent}% off Lifetime, applied at checkout.`
          : `The code in your link, ${promo}, is checked when you claim.`}
      </p>
      {isClient && <PromotionCountdown />}
      <Card as="section" aria-labelledby="lifetime-includes" className={styles.section}>
        <h2 id="lifetime-includes">What Lifetime includes</h2>
        <ul className={styles.list}>
          {lifetimeIncludes().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <PromoClaim promo={promo} label={LAUNCH_SPLASH_TEXTS.claim} />
      <Link href={SITE_PATHS.pricing} variant="standalone">
        See all plans
      </Link>
    </section>
  );
}
