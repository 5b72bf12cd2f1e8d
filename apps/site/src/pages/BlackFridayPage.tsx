import { SITE_PATHS, TRIAL_DAYS } from '@voyagent/contracts/names';
import { LAUNCH_PROMOTION, PromotionCountdown } from '@voyagent/install-prompts';
import { Badge, Button, Card, Link, toast } from '@voyagent/ui-kit';
import { useIsClient } from '../prerender/useIsClient';
import { PromoClaim } from '../promotions/PromoClaim';
import styles from '../promotions/promotions.module.css';

const { code, discountPercent } = LAUNCH_PROMOTION;

/** Copies the code; where the clipboard is refused, says so (the code stays on screen to copy). */
async function copyCode() {
  try {
    await navigator.clipboard.writeText(code);
    toast.success({ title: 'Code copied', description: code });
  } catch {
    toast.error({ title: 'Could not copy the code', description: `Type ${code} at checkout.` });
  }
}

/**
 * /black-friday-2025 (shell.md §2, §9): the Black Friday offer, 50% off with code BLACKFRIDAY50
 * (a copy button beside it), its countdown, the 7-day free trial without a card, and Claim,
 * which checks out Lifetime with the code; the server says whether the promotion still runs.
 */
export function BlackFridayPage() {
  // The countdown ticks from the visitor's clock, never the build's (the page is prerendered).
  const isClient = useIsClient();
  return (
    <section className={styles.page} aria-labelledby="black-friday-title">
      <Badge variant="promo">{`${discountPercent}% OFF`}</Badge>
      <h1 id="black-friday-title">Black Friday 2025</h1>
      <p className={styles.offer}>{`${discountPercent}% OFF Premium Lifetime Access`}</p>
      <div className={styles.code}>
        <span>Promo code</span>
        <span className={styles.codeValue}>{code}</span>
        <Button size="sm" variant="secondary" onPress={() => void copyCode()}>
          Copy code
        </Button>
      </div>
      {isClient && <PromotionCountdown />}
      <PromoClaim promo={code} label={`Claim ${discountPercent}% OFF Now`} />
      <Card as="section" aria-labelledby="black-friday-trial" className={styles.section}>
        <h2 id="black-friday-trial">{`Not sure yet? Try it free for ${TRIAL_DAYS} days`}</h2>
        <p className={styles.lead}>No credit card required.</p>
        <Link href="/free-trial" variant="standalone">
          Start your free trial
        </Link>
      </Card>
      <Link href={SITE_PATHS.pricing} variant="standalone">
        See all plans
      </Link>
    </section>
  );
}
