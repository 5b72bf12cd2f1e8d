/** Daily usage caps and the answers built from them (travel.md §6, §7, §9). Pure: no database. */
import { isUnlimitedAdmin, type AccountEmail, type ServerConfig } from '../config/config';
import { hasUnlimitedUsage, type SubscriptionFacts } from '../subscriptions/tiers';

export const USAGE_TYPES = [
  'ai_requests',
  'itinerary_generations',
  'search_requests',
  'saved_items',
  'currency_conversions',
] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

/** Free users' (and guests') caps per UTC day. Trial, paid and the unlimited admin have none. */
export const FREE_DAILY_CAPS: Readonly<Record<UsageType, number>> = {
  ai_requests: 10,
  itinerary_generations: 3,
  search_requests: 25,
  saved_items: 15,
  currency_conversions: 20,
};

/** One call may count at most this many uses at once. */
export const MAX_INCREMENT = 10;

/** The fingerprint is a 32-bit hash in hex (travel.md §9): exactly 8 hex digits. */
export const FINGERPRINT_HASH_PATTERN = /^[0-9a-f]{8}$/i;

/** A daily cap, or null for no cap. */
export type DailyCap = number | null;

export interface UsageAnswer {
  allowed: boolean;
  count: number;
  /** Null when the caller has no cap. */
  limit: number | null;
  remaining: number | null;
}

/**
 * The counter's day. Days turn over at midnight UTC for everyone, whatever the caller's time zone,
 * so a counter cannot be reset by changing the device clock or zone. Answers `YYYY-MM-DD`.
 */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

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
  if (isUnlimitedAdmin(caller, config)) return null;
  if (caller.subscription && hasUnlimitedUsage(caller.subscription, now)) return null;
  return FREE_DAILY_CAPS[usageType];
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

/**
 * An increment's answer: `allowed` says whether this increment was counted. `count` is the stored
 * count after it (unchanged when refused).
 */
export function incrementAnswer(allowed: boolean, count: number, cap: DailyCap): UsageAnswer {
  if (cap === null) return { allowed, count, limit: null, remaining: null };
  return { allowed, count, limit: cap, remaining: Math.max(0, cap - count) };
}
