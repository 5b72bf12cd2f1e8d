/**
 * Which of two plans is better, so that a purchase never replaces a better plan (issue 8): a guest
 * purchase made with someone's e-mail, or a second checkout, must not downgrade an account. Pure.
 */
import type { SubscriptionTier } from './names';
import { isPaid, type PlanFacts } from './tiers';

/**
 * Tiers from worst to best: Lifetime > Nomad Squad > Jetsetter > Globetrotter > free (the order of
 * travel.md §6's pricing; `lifetime` is Lifetime's legacy spelling). admin_unlimited, which only
 * the configured e-mail gets, outranks every purchase.
 */
export const TIER_RANKS: Readonly<Record<SubscriptionTier, number>> = {
  free: 0,
  Globetrotter: 1,
  Jetsetter: 2,
  'Nomad Squad': 3,
  Lifetime: 4,
  lifetime: 4,
  admin_unlimited: 5,
};

const rankOf = (tier: string) =>
  Object.hasOwn(TIER_RANKS, tier) ? TIER_RANKS[tier as SubscriptionTier] : 0;

/**
 * A plan's standing now, compared element by element: its tier's rank (an ended, cancelled or
 * unknown plan stands as free), then whether it goes on (no end) rather than being set to end.
 */
function standing(plan: PlanFacts | undefined, now: Date): [number, number] {
  if (!plan || !isPaid(plan, now)) return [0, 0];
  return [rankOf(plan.subscription_tier), plan.subscription_end === null ? 1 : 0];
}

/**
 * Whether `incoming` takes the place of `current` (undefined: no plan). Only a better plan does:
 * a higher tier, or the same tier where the current one is set to end. An equal plan does not,
 * so a duplicate purchase cannot take over an account's subscription either.
 */
export function replacesPlan(
  current: PlanFacts | undefined,
  incoming: PlanFacts,
  now: Date,
): boolean {
  const [currentRank, currentGoesOn] = standing(current, now);
  const [incomingRank, incomingGoesOn] = standing(incoming, now);
  return (
    incomingRank > currentRank || (incomingRank === currentRank && incomingGoesOn > currentGoesOn)
  );
}
