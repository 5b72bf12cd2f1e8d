/**
 * Daily usage on the client (travel.md §4, §6, §8, §9): when the usage banner shows and what it
 * says, the guard that blocks an action at its cap, and what a failed counter call means.
 */
import type { UsageAnswer } from '@voyagent/contracts';
import type { UsageType } from '@voyagent/contracts/names';

/** The usage banner appears at this share of the cap or more. */
export const USAGE_BANNER_SHARE = 0.7;
/** It warns when this many uses or fewer remain. */
export const USAGE_WARNING_REMAINING = 2;

/** What each counter counts, as a person reads it. */
export const USAGE_LABELS: Readonly<Record<UsageType, string>> = {
  ai_requests: 'AI requests',
  itinerary_generations: 'itinerary generations',
  search_requests: 'searches',
  saved_items: 'saved items',
  currency_conversions: 'currency conversions',
};

export type UsageLevel = 'notice' | 'warning' | 'exhausted';

export interface UsageBannerState {
  usageType: UsageType;
  level: UsageLevel;
  count: number;
  limit: number;
  remaining: number;
  title: string;
  description: string;
}

/** Uses left today; the server's count may pass a cap that was lowered, never below 0 left. */
function remainingOf(count: number, limit: number): number {
  return Math.max(0, limit - count);
}

/**
 * The banner for one counter, or null: none without a cap (trial, paid, admin) or below 70 %. It
 * warns at 2 or fewer left and says all used at 0.
 */
export function usageBanner(
  usageType: UsageType,
  { count, limit }: Pick<UsageAnswer, 'count' | 'limit'>,
): UsageBannerState | null {
  if (limit === null || limit <= 0 || count < limit * USAGE_BANNER_SHARE) return null;
  const remaining = remainingOf(count, limit);
  const label = USAGE_LABELS[usageType];
  const level: UsageLevel =
    remaining === 0 ? 'exhausted' : remaining <= USAGE_WARNING_REMAINING ? 'warning' : 'notice';
  const title =
    level === 'exhausted'
      ? `You've used all ${limit} free ${label} for today`
      : `${remaining} free ${label} left today`;
  return {
    usageType,
    level,
    count,
    limit,
    remaining,
    title,
    description: `${count} of ${limit} used. Upgrade for unlimited use, or come back tomorrow.`,
  };
}

/**
 * The banner worth showing among several counters: the one closest to its cap (the smallest
 * share left), so a person sees the limit they are about to meet.
 */
export function mostPressingUsage(
  usage: Partial<Record<UsageType, Pick<UsageAnswer, 'count' | 'limit'>>>,
): UsageBannerState | null {
  let best: UsageBannerState | null = null;
  for (const [usageType, answer] of Object.entries(usage) as [UsageType, UsageAnswer][]) {
    const banner = usageBanner(usageType, answer);
    if (banner && (!best || banner.remaining / banner.limit < best.remaining / best.limit)) {
      best = banner;
    }
  }
  return best;
}

/** The guard's text when an action meets its cap. */
export function usageLimitMessage(usageType: UsageType, limit: number): string {
  return `Daily limit reached: you've used all ${limit} free ${USAGE_LABELS[usageType]} for today. Upgrade for unlimited use.`;
}

/** A refused increment: a failed counter call means denied (travel.md §8). */
export const DENIED_USAGE: UsageAnswer = { allowed: false, count: 0, limit: null, remaining: 0 };
/** A failed read means 0 used (travel.md §8). */
export const ZERO_USAGE: UsageAnswer = { allowed: true, count: 0, limit: null, remaining: null };

/** How the site reaches the counters: per account when signed in, per device for a guest. */
export interface UsageBackend {
  read(usageType: UsageType): Promise<UsageAnswer>;
  increment(usageType: UsageType): Promise<UsageAnswer>;
}

/** The counters with the error rule applied: reads answer 0, increments answer denied. */
export function forgivingUsage(backend: UsageBackend): UsageBackend {
  return {
    read: (usageType) => backend.read(usageType).catch(() => ZERO_USAGE),
    increment: (usageType) => backend.increment(usageType).catch(() => DENIED_USAGE),
  };
}

export type GuardResult =
  { allowed: true; usage: UsageAnswer } | { allowed: false; message: string };

/**
 * Counts one use of an action before it runs; at the cap (or when the counter cannot be reached)
 * the action is blocked with the guard's text.
 */
export async function guardUsage(
  backend: UsageBackend,
  usageType: UsageType,
  freeCap: number,
): Promise<GuardResult> {
  const usage = await forgivingUsage(backend).increment(usageType);
  if (usage.allowed) return { allowed: true, usage };
  return { allowed: false, message: usageLimitMessage(usageType, usage.limit ?? freeCap) };
}
