/** Subscription tiers and the rules that derive access from them (travel.md §3, §4, §6). */
export const SUBSCRIPTION_TIERS = [
  'free',
  'Globetrotter',
  'Jetsetter',
  'Nomad Squad',
  'Lifetime',
  'lifetime',
  'admin_unlimited',
] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Tiers counted as pro: every tier but free. */
export const PAID_TIERS: readonly string[] = SUBSCRIPTION_TIERS.filter((tier) => tier !== 'free');

export const TRIAL_DAYS = 7;

export interface SubscriptionFacts {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: Date | null;
  is_trial: boolean;
  trial_end: Date | null;
}

/** The trial is active when is_trial is true and now is before trial_end. */
export function isTrialActive(facts: SubscriptionFacts, now: Date): boolean {
  return facts.is_trial && facts.trial_end !== null && now < facts.trial_end;
}

/** Paid means subscribed with one of the listed tiers, and not past subscription_end. */
export function isPaid(facts: SubscriptionFacts, now: Date): boolean {
  const current = facts.subscription_end === null || now < facts.subscription_end;
  return facts.subscribed && current && PAID_TIERS.includes(facts.subscription_tier);
}

/** Trial and paid users have no usage limits. */
export function hasUnlimitedUsage(facts: SubscriptionFacts, now: Date): boolean {
  return isTrialActive(facts, now) || isPaid(facts, now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial started at `now` ends: TRIAL_DAYS later, to the millisecond. */
export function trialEndFrom(now: Date): Date {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
}

/** The tiers a purchase can grant (admin_unlimited comes only from the configured e-mail). */
export type PurchasableTier = Exclude<SubscriptionTier, 'free' | 'lifetime' | 'admin_unlimited'>;
export const PURCHASABLE_TIERS: readonly PurchasableTier[] = [
  'Globetrotter',
  'Jetsetter',
  'Nomad Squad',
  'Lifetime',
];

export function isPurchasableTier(value: string): value is PurchasableTier {
  return (PURCHASABLE_TIERS as readonly string[]).includes(value);
}
