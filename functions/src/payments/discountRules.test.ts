import { DISCOUNT_REFUSALS, TOKEN_PATTERN } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { discountTokenState, expiryRefusal } from './discountRules';

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

describe('discount token reservations', () => {
  const inAnHour = new Date('2025-06-15T13:00:00.000Z');
  const held = {
    expires_at: later,
    redeemed_at: null,
    reserved_by: 'user-a',
    reserved_until: inAnHour,
  };

  it('is in use while another live checkout holds it, for guests and other users alike', () => {
    expect(discountTokenState(held, now)).toBe('in_use');
    expect(discountTokenState(held, now, null)).toBe('in_use');
    expect(discountTokenState(held, now, 'user-b')).toBe('in_use');
    expect(DISCOUNT_REFUSALS.in_use).toBe(
      'This discount link is already in use in another checkout.',
    );
  });

  it('stays usable by the user who holds it, and only by them', () => {
    expect(discountTokenState(held, now, 'user-a')).toBe('valid');
    expect(discountTokenState(held, now, 'user-b')).toBe('in_use');
  });

  it('holds a guest checkout against everyone, a guest included', () => {
    const guestHeld = { ...held, reserved_by: null };
    expect(discountTokenState(guestHeld, now, null)).toBe('in_use');
    expect(discountTokenState(guestHeld, now, 'user-a')).toBe('in_use');
  });

  it('counts an expired reservation as free', () => {
    expect(discountTokenState(held, new Date(inAnHour.getTime() - 1), 'user-b')).toBe('in_use');
    expect(discountTokenState(held, inAnHour, 'user-b')).toBe('valid');
    expect(discountTokenState({ ...held, reserved_until: null }, now, 'user-b')).toBe('valid');
  });

  it('says used or expired before in use', () => {
    expect(discountTokenState(held, now, 'user-b')).toBe('in_use');
    expect(discountTokenState({ ...held, redeemed_at: now }, now, 'user-b')).toBe('used');
    expect(discountTokenState({ ...held, expires_at: now }, now, 'user-b')).toBe('expired');
  });
});
