import {
  isPaid,
  isTrialActive,
  startTrial,
  type SubscriptionFacts,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@voyagent/contracts';

/** A stored subscriptions row, as far as the status needs it. */
export interface StoredSubscription extends SubscriptionFacts {
  trial_used: boolean;
}

export const FREE_STATUS: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The status a user sees. No row: free and never trialled. The configured admin e-mail is forced
 * to admin_unlimited. A paid subscription past its end, or a tier that is not paid, reads as free
 * and not subscribed; a trial reads as a trial only while it runs (trial_end and trial_used stay,
 * so the client can tell "trial expired" from "never trialled").
 */
export function subscriptionStatus(
  row: StoredSubscription | undefined,
  { unlimitedAdmin }: { unlimitedAdmin: boolean },
  now: Date,
): SubscriptionStatus {
  const trial = {
    is_trial: row ? isTrialActive(row, now) : false,
    trial_end: iso(row?.trial_end ?? null),
    trial_used: row?.trial_used ?? false,
  };
  if (unlimitedAdmin) {
    return {
      subscribed: true,
      subscription_tier: 'admin_unlimited',
      subscription_end: null,
      ...trial,
    };
  }
  if (!row) return FREE_STATUS;
  if (isPaid(row, now)) {
    return {
      subscribed: true,
      // isPaid holds the tier to the paid ones.
      subscription_tier: row.subscription_tier as SubscriptionTier,
      subscription_end: iso(row.subscription_end),
      ...trial,
    };
  }
  return {
    subscribed: false,
    subscription_tier: 'free',
    subscription_end: iso(row.subscription_end),
    ...trial,
  };
}

/** Why a trial cannot start for this status, or null when it can. */
export function trialRefusal(status: SubscriptionStatus): string | null {
  if (status.subscribed) return startTrial.errors.alreadySubscribed;
  if (status.trial_used) return startTrial.errors.trialUsed;
  return null;
}
