import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tamper-proof links for the local payments provider: the value travels in the URL as
 * base64url(JSON) plus an HMAC-SHA256 over it with LOCAL_PAYMENTS_SECRET, so any function
 * instance can read what another one issued without a table. Each value carries its purpose and
 * expiry (ms since epoch).
 */
export interface SignedValue {
  purpose: 'checkout' | 'portal';
  expiresAt: number;
}

const mac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signValue(value: SignedValue, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The value when the signature matches, the purpose is right and it has not expired; else null. */
export function readSignedValue<T extends SignedValue>(
  token: string,
  purpose: T['purpose'],
  secret: string,
  now: Date,
): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    if (value.purpose !== purpose || typeof value.expiresAt !== 'number') return null;
    return now.getTime() < value.expiresAt ? value : null;
  } catch {
    return null;
  }
}
