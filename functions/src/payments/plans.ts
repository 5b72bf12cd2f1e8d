import {
  LOCAL_CHECKOUT_PAGE_TEXTS,
  PLAN_IDS,
  type PlanId,
  type PurchasableTier,
} from '@voyagent/contracts';
import type { ServerConfig } from '../config/config';

/**
 * What each plan `create-checkout` sells (its ids are in the contract): `pro` is the entry offer,
 * Globetrotter ("Upgrade to Globetrotter", travel.md §6); Lifetime is a one-off payment, the
 * others monthly.
 */

/** The suffix of the plan's config keys: STRIPE_PRICE_<key> and PLAN_PRICE_<key>. */
type PlanConfigKey = 'GLOBETROTTER' | 'JETSETTER' | 'NOMAD_SQUAD' | 'LIFETIME';

export interface Plan {
  id: PlanId;
  tier: PurchasableTier;
  billing: 'monthly' | 'once';
  configKey: PlanConfigKey;
}

const PLANS: Readonly<Record<PlanId, Plan>> = {
  pro: { id: 'pro', tier: 'Globetrotter', billing: 'monthly', configKey: 'GLOBETROTTER' },
  globetrotter: {
    id: 'globetrotter',
    tier: 'Globetrotter',
    billing: 'monthly',
    configKey: 'GLOBETROTTER',
  },
  jetsetter: { id: 'jetsetter', tier: 'Jetsetter', billing: 'monthly', configKey: 'JETSETTER' },
  nomad_squad: {
    id: 'nomad_squad',
    tier: 'Nomad Squad',
    billing: 'monthly',
    configKey: 'NOMAD_SQUAD',
  },
  lifetime: { id: 'lifetime', tier: 'Lifetime', billing: 'once', configKey: 'LIFETIME' },
};

export function planFor(id: PlanId): Plan {
  return PLANS[id];
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** The Stripe price id configured for the plan; empty when the operator has not set it. */
export function stripePriceId(plan: Plan, config: ServerConfig): string {
  return config[`STRIPE_PRICE_${plan.configKey}`];
}

/** The tier a Stripe price id sells, for subscription changes made in the billing portal. */
export function tierForStripePrice(priceId: string, config: ServerConfig): PurchasableTier | null {
  const plan = Object.values(PLANS).find((candidate) => {
    const configured = stripePriceId(candidate, config);
    return configured !== '' && configured === priceId;
  });
  return plan?.tier ?? null;
}

/** The plan's display price in cents, from config (e.g. "9.99"); null when unset or malformed. */
export function planPriceCents(plan: Plan, config: ServerConfig): number | null {
  const text = config[`PLAN_PRICE_${plan.configKey}`];
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The price after a percentage discount, rounded to the nearest cent. */
export function discountedCents(cents: number, percentOff: number): number {
  return Math.round((cents * (100 - percentOff)) / 100);
}

/** "$9.99 per month" or "$199.00 once". */
export function priceLabel(cents: number, billing: Plan['billing']): string {
  return LOCAL_CHECKOUT_PAGE_TEXTS.price(`$${(cents / 100).toFixed(2)}`, billing);
}

/**
 * The discount line of the checkout page: "20% off: $7.99 per month for the first month" (a
 * one-time coupon applies to the first payment), or just "20% off" when no price is configured.
 */
export function discountLabel(plan: Plan, cents: number | null, percentOff: number): string {
  if (cents === null) return LOCAL_CHECKOUT_PAGE_TEXTS.percentOff(percentOff);
  const discounted = priceLabel(discountedCents(cents, percentOff), plan.billing);
  return LOCAL_CHECKOUT_PAGE_TEXTS.discountedPrice(percentOff, discounted, plan.billing);
}
