/**
 * Discount tokens behind /claim-discount/{token} (travel.md §2): single-use, and they expire. A
 * checkout opened with a token holds it until that checkout completes, is cancelled or expires,
 * so two checkouts can never both be paid with one token.
 */
export type DiscountTokenState = 'valid' | 'unknown' | 'expired' | 'used' | 'in_use';
export type DiscountRefusal = Exclude<DiscountTokenState, 'valid'>;

export const DISCOUNT_REFUSALS: Readonly<Record<DiscountRefusal, string>> = {
  unknown: 'This discount link is not valid.',
  expired: 'This discount link has expired.',
  used: 'This discount link has already been used.',
  in_use: 'This discount link is already in use in another checkout.',
};

export const MIN_PERCENT_OFF = 1;
export const MAX_PERCENT_OFF = 100;
/** The furthest ahead a token may expire, so forgotten links do not stay live for ever. */
export const MAX_TOKEN_LIFETIME_DAYS = 365;
/** Tokens are URL-safe base64 of 16 random bytes (22 characters); the schema allows some slack. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

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
  if (expiresAt <= now) return 'expires_at must be in the future';
  const latest = now.getTime() + MAX_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
  if (expiresAt.getTime() > latest) {
    return `expires_at must be within ${MAX_TOKEN_LIFETIME_DAYS} days`;
  }
  return null;
}
