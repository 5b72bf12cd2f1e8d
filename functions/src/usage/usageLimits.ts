/** Daily usage caps and the answers built from them (travel.md §6, §7, §9). Pure: no database. */
import {
  dailyCap,
  FREE_DAILY_CAPS,
  type SubscriptionFacts,
  type UsageAnswer,
  type UsageType,
} from '@voyagent/contracts';
import { isUnlimitedAdmin, type AccountEmail, type ServerConfig } from '../config/config';

export { usageDay } from '../db/dailyCounters';
import type { DailyCap } from '../db/usageCounters';

/**
 * The cap for a signed-in user: none for the configured unlimited-admin e-mail and for trial or
 * paid subscriptions (no subscription row means free), else the free cap.
 */
export function userDailyCap(
  usageType: UsageType,
  caller: AccountEmail & { subscription: SubscriptionFacts | undefined },
  now: Date,
  config?: ServerConfig,
): DailyCap {
  const unlimitedAdmin = isUnlimitedAdmin(caller, config);
  return dailyCap(usageType, { unlimitedAdmin, subscription: caller.subscription }, now);
}

/** Guests are always on the free caps, counted per device. */
export function deviceDailyCap(usageType: UsageType): DailyCap {
  return FREE_DAILY_CAPS[usageType];
}

/** A read: allowed while at least one more use fits under the cap. */
export function readAnswer(count: number, cap: DailyCap): UsageAnswer {
  if (cap === null) return { allowed: true, count, limit: null, remaining: null };
  const remaining = Math.max(0, cap - count);
  return { allowed: remaining > 0, count, limit: cap, remaining };
}
