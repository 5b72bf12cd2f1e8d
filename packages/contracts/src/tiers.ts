/**
 * The rules that derive access from a subscription (travel.md §3, §4, §6), shared by the server
 * and the clients. Pure: dates in, answers out.
 */
import {
  FREE_DAILY_CAPS,
  PURCHASABLE_TIERS,
  SUBSCRIPTION_TIERS,
  TRIAL_DAYS,
  type PurchasableTier,
  type UsageType,
} from './names';

/** Tiers counted as pro: every tier but free. */
export const PAID_TIERS: readonly string[] = SUBSCRIPTION_TIERS.filter((tier) => tier !== 'free');

/** A subscription as stored, as far as access depends on it. */
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

/** What a plan is, without the trial: a purchase row has only these. */
export type PlanFacts = Pick<
  SubscriptionFacts,
  'subscribed' | 'subscription_tier' | 'subscription_end'
>;

/** Paid means subscribed with one of the listed tiers, and not past subscription_end. */
export function isPaid(facts: PlanFacts, now: Date): boolean {
  const current = facts.subscription_end === null || now < facts.subscription_end;
  return facts.subscribed && current && PAID_TIERS.includes(facts.subscription_tier);
}

/** Trial and paid users have no usage limits. */
export function hasUnlimitedUsage(facts: SubscriptionFacts, now: Date): boolean {
  return isTrialActive(facts, now) || isPaid(facts, now);
}

/**
 * A caller's cap per UTC day on one usage type: none for the unlimited admin (the configured
 * e-mail, verified) and for a trial or paid plan, else the free cap. No subscription row: free.
 */
export function dailyCap(
  usageType: UsageType,
  caller: { unlimitedAdmin: boolean; subscription: SubscriptionFacts | undefined },
  now: Date,
): number | null {
  if (caller.unlimitedAdmin) return null;
  if (caller.subscription && hasUnlimitedUsage(caller.subscription, now)) return null;
  return FREE_DAILY_CAPS[usageType];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial started at `now` ends: TRIAL_DAYS later, to the millisecond. */
export function trialEndFrom(now: Date): Date {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
}

export function isPurchasableTier(value: string): value is PurchasableTier {
  return (PURCHASABLE_TIERS as readonly string[]).includes(value);
}
