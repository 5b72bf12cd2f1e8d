/** Discount tokens behind /claim-discount/{token} (travel.md §2): single-use, and they expire. */
export type DiscountTokenState = 'valid' | 'unknown' | 'expired' | 'used';
export type DiscountRefusal = Exclude<DiscountTokenState, 'valid'>;

export const DISCOUNT_REFUSALS: Readonly<Record<DiscountRefusal, string>> = {
  unknown: 'This discount link is not valid.',
  expired: 'This discount link has expired.',
  used: 'This discount link has already been used.',
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
}

/** A token is valid until it is redeemed or its expiry passes; a used one stays "used". */
export function discountTokenState(
  row: StoredDiscountToken | undefined,
  now: Date,
): DiscountTokenState {
  if (!row) return 'unknown';
  if (row.redeemed_at !== null) return 'used';
  if (now >= row.expires_at) return 'expired';
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
