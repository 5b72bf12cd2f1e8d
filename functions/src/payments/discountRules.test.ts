import { describe, expect, it } from 'vitest';
import { discountTokenState, expiryRefusal, TOKEN_PATTERN } from './discountRules';

const now = new Date('2025-06-15T12:00:00.000Z');
const later = new Date('2025-06-16T12:00:00.000Z');

describe('discount token validity', () => {
  it('is valid until used or expired', () => {
    expect(discountTokenState({ expires_at: later, redeemed_at: null }, now)).toBe('valid');
  });

  it('names why a token does not apply', () => {
    expect(discountTokenState(undefined, now)).toBe('unknown');
    expect(discountTokenState({ expires_at: now, redeemed_at: null }, now)).toBe('expired');
    expect(discountTokenState({ expires_at: later, redeemed_at: now }, now)).toBe('used');
    // Used beats expired: the link was spent, not merely late.
    expect(discountTokenState({ expires_at: now, redeemed_at: now }, later)).toBe('used');
  });

  it('accepts an expiry in the future and within a year', () => {
    expect(expiryRefusal(later, now)).toBeNull();
    expect(expiryRefusal(now, now)).toMatch(/future/);
    expect(expiryRefusal(new Date('2026-06-16T12:00:00.000Z'), now)).toMatch(/365 days/);
  });

  it('accepts only URL-safe tokens of sensible length', () => {
    expect(TOKEN_PATTERN.test('AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
    expect(TOKEN_PATTERN.test('short')).toBe(false);
    expect(TOKEN_PATTERN.test('has spaces in the token text')).toBe(false);
    expect(TOKEN_PATTERN.test('x'.repeat(65))).toBe(false);
  });
});
