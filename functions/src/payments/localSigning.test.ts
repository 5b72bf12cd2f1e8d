import { describe, expect, it } from 'vitest';
import { readSignedValue, signValue } from './localSigning';

const now = new Date('2025-06-15T12:00:00.000Z');
const value = { purpose: 'checkout' as const, expiresAt: now.getTime() + 1000, plan: 'pro' };

describe('local signed links', () => {
  it('reads back what it signed', () => {
    expect(readSignedValue(signValue(value, 'secret'), 'checkout', 'secret', now)).toEqual(value);
  });

  it('refuses another secret, a tampered body, the wrong purpose and an expired value', () => {
    const token = signValue(value, 'secret');
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...value, plan: 'lifetime' })).toString('base64url')}.${signature}`;
    expect(readSignedValue(token, 'checkout', 'other', now)).toBeNull();
    expect(readSignedValue(forged, 'checkout', 'secret', now)).toBeNull();
    expect(readSignedValue(token, 'portal', 'secret', now)).toBeNull();
    expect(readSignedValue(token, 'checkout', 'secret', new Date(value.expiresAt))).toBeNull();
    expect(readSignedValue('not-a-token', 'checkout', 'secret', now)).toBeNull();
    expect(readSignedValue(`${token}.extra`, 'checkout', 'secret', now)).toBeNull();
  });
});
