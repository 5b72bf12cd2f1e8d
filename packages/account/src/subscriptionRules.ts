/**
 * What the site derives from a check-subscription answer (travel.md §3, §4, §6). Pure: the answer,
 * the signed-in e-mail and the clock in, the state the banners and pages read out.
 */
import type { SubscriptionStatus } from '@voyagent/contracts';

/** A subscription as the client holds it: tiers are text, since older rows carry Explorer. */
export type SubscriptionFields = Omit<SubscriptionStatus, 'subscription_tier'> & {
  subscription_tier: string;
};

/** Never trialled, not subscribed: what guests and session problems read as. */
export const FREE_SUBSCRIPTION: SubscriptionFields = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
};

/** The tiers counted as pro (travel.md §6); `lifetime` is Lifetime's older spelling. */
export const PRO_TIERS: readonly string[] = [
  'Globetrotter',
  'Jetsetter',
  'Nomad Squad',
  'Lifetime',
  'lifetime',
  'admin_unlimited',
];

/** Nomad Squad is also counted as enterprise (travel.md §3, §6). */
export const ENTERPRISE_TIERS: readonly string[] = ['Nomad Squad'];

/** Tier names that mean "not paid" to the banners (travel.md §3, §4). */
const FREE_TIER_NAMES: readonly string[] = ['free', 'Explorer', 'explorer', ''];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionView extends SubscriptionFields {
  isTrialActive: boolean;
  /** Whole days until trial_end, rounded up, never below 0. */
  trialDaysLeft: number;
  isPro: boolean;
  isEnterprise: boolean;
}

export interface ViewContext {
  now: Date;
  /** The signed-in user's e-mail; null for a guest. */
  email: string | null;
  /** The configured unlimited-admin e-mail; empty when none is configured. */
  adminEmail: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isAdmin(email: string | null, adminEmail: string): boolean {
  return email !== null && adminEmail.trim() !== '' && sameEmail(email, adminEmail);
}

function parseTime(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The trial is active when is_trial is true and now is before trial_end. */
export function isTrialActive(fields: SubscriptionFields, now: Date): boolean {
  const end = parseTime(fields.trial_end);
  return fields.is_trial && end !== null && now.getTime() < end;
}

/** Days until trial_end, rounded up and never below 0 (0 without a trial end). */
export function trialDaysLeft(fields: SubscriptionFields, now: Date): number {
  const end = parseTime(fields.trial_end);
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/**
 * The state the site shows. The admin account is forced to admin_unlimited whatever the server
 * answered, so its unlimited use never waits on a refresh.
 */
export function deriveSubscription(
  answer: SubscriptionFields,
  { now, email, adminEmail }: ViewContext,
): SubscriptionView {
  const fields: SubscriptionFields = isAdmin(email, adminEmail)
    ? { ...answer, subscribed: true, subscription_tier: 'admin_unlimited', subscription_end: null }
    : answer;
  const paid = fields.subscribed && PRO_TIERS.includes(fields.subscription_tier);
  return {
    ...fields,
    isTrialActive: isTrialActive(fields, now),
    trialDaysLeft: trialDaysLeft(fields, now),
    isPro: paid,
    isEnterprise: paid && ENTERPRISE_TIERS.includes(fields.subscription_tier),
  };
}

/**
 * Which trial banner shows (travel.md §4): the 7-day free trial banner to /auth for guests and the
 * never-trialled, the red TRIAL EXPIRED banner to /pricing once a trial is used up, a note of the
 * days left during a trial, and none on a paid tier.
 */
export type TrialBannerKind = 'trial' | 'expired' | 'active' | 'none';

export function trialBannerKind(view: SubscriptionView, signedIn: boolean): TrialBannerKind {
  if (!signedIn) return 'trial';
  const freeTier = FREE_TIER_NAMES.includes(view.subscription_tier);
  if (view.subscribed && !freeTier) return 'none';
  if (view.isTrialActive) return 'active';
  if (!view.subscribed && !view.trial_used && freeTier) return 'trial';
  if (!view.subscribed && view.trial_used && freeTier) return 'expired';
  return 'none';
}

/** A subscribed signed-in user sees the promo card (travel.md §4). */
export function showsPromoCard(view: SubscriptionView, signedIn: boolean): boolean {
  return signedIn && view.subscribed;
}
