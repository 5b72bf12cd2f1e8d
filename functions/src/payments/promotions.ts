/**
 * Promo codes at checkout (shell.md §3, §9): the launch promotion, 50% off with BLACKFRIDAY50
 * from its start date. The specification gives it no end, so an operator ends it by setting
 * PROMOTION_ENDS_AT. Unlike a discount token, a code is public and never used up.
 */
import { LAUNCH_PROMO, type PromoRefusal } from '@voyagent/contracts';

export interface Promotion {
  code: string;
  percentOff: number;
  startsAt: Date;
  /** Null: it runs until an operator ends it. */
  endsAt: Date | null;
}

export type PromoLookup =
  { state: 'valid'; code: string; percentOff: number } | { state: PromoRefusal };

/** The launch promotion, ending when the operator configured (PROMOTION_ENDS_AT), if ever. */
export function launchPromotion(endsAt: Date | null): Promotion {
  return {
    code: LAUNCH_PROMO.code,
    percentOff: LAUNCH_PROMO.percentOff,
    startsAt: new Date(LAUNCH_PROMO.startsAt),
    endsAt,
  };
}

/** Codes are typed by people: surrounding spaces and letter case do not matter. */
const normalise = (code: string) => code.trim().toUpperCase();

/**
 * What `code` gives at `now`: the promotion's discount while it runs (from its start, up to but
 * not including its end), else why not.
 */
export function lookUpPromotion(
  code: string,
  promotions: readonly Promotion[],
  now: Date,
): PromoLookup {
  const wanted = normalise(code);
  const promotion = promotions.find((candidate) => normalise(candidate.code) === wanted);
  if (!promotion) return { state: 'unknown' };
  if (now < promotion.startsAt) return { state: 'not_started' };
  if (promotion.endsAt && now >= promotion.endsAt) return { state: 'ended' };
  return { state: 'valid', code: promotion.code, percentOff: promotion.percentOff };
}
