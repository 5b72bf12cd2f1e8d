/**
 * Discount tokens behind /claim-discount/{token} (travel.md §2): single-use, and they expire. A
 * checkout opened with a token holds it until that checkout completes, is cancelled or expires,
 * so two checkouts can never both be paid with one token.
 */
import {
  createDiscountToken,
  MAX_TOKEN_LIFETIME_DAYS,
  type DiscountRefusal,
} from '@voyagent/contracts';

/** A token's state now; each refusal's text is in the contracts (DISCOUNT_REFUSALS). */
export type DiscountTokenState = 'valid' | DiscountRefusal;

export interface StoredDiscountToken {
  expires_at: Date;
  redeemed_at: Date | null;
  /** Who opened the checkout holding the token (null: a guest), and until when it holds it. */
  reserved_by?: string | null;
  reserved_until?: Date | null;
}

/** Whether a checkout holds the token at `now`; a hold past its expiry counts as free. */
export function isReservationLive(row: StoredDiscountToken, now: Date): boolean {
  return row.reserved_until != null && now < row.reserved_until;
}

/**
 * A token is valid until it is redeemed or its expiry passes; a used one stays "used". While a
 * live checkout holds it, it is "in use" for everyone but the signed-in user who opened that
 * checkout (`caller`), who may open checkout again and take the hold over.
 */
export function discountTokenState(
  row: StoredDiscountToken | undefined,
  now: Date,
  caller: string | null = null,
): DiscountTokenState {
  if (!row) return 'unknown';
  if (row.redeemed_at !== null) return 'used';
  if (now >= row.expires_at) return 'expired';
  if (isReservationLive(row, now) && (caller === null || row.reserved_by !== caller)) {
    return 'in_use';
  }
  return 'valid';
}

/** Why an expiry cannot be given to a new token, or null when it is acceptable. */
export function expiryRefusal(expiresAt: Date, now: Date): string | null {
  if (expiresAt <= now) return createDiscountToken.errors.expiryPast;
  const latest = now.getTime() + MAX_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
  if (expiresAt.getTime() > latest) return createDiscountToken.errors.expiryTooFar;
  return null;
}
