/**
 * The unsubscribe link of every sign-up e-mail: the address in base64url plus an HMAC-SHA256 of it
 * under EMAIL_LINK_SECRET, so the email-unsubscribe function can trust the address without a
 * table of tokens, and nobody can unsubscribe an address they were not sent. The link never
 * expires: an old e-mail's link must keep working. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The address as it is stored: trimmed and lower case, so one mailbox is one row. */
export function normaliseSignupEmail(email: string): string {
  return email.trim().toLowerCase();
}

// The purpose is signed too, so a MAC made for another use of the same secret never fits here.
const mac = (address: string, secret: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${address}`).digest('base64url');

export function unsubscribeToken(email: string, secret: string): string {
  const address = normaliseSignupEmail(email);
  return `${Buffer.from(address).toString('base64url')}.${mac(address, secret)}`;
}

/** The address a token was made for, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(token: string, secret: string): string | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const address = Buffer.from(body, 'base64url').toString('utf8');
  // base64url decoding skips characters outside its alphabet; the body must round-trip exactly.
  if (!address || Buffer.from(address).toString('base64url') !== body) return null;
  const expected = Buffer.from(mac(address, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return address;
}

/** The link an e-mail carries: the function's URL with the token as `token`. */
export function unsubscribeUrl(baseUrl: string, email: string, secret: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('token', unsubscribeToken(email, secret));
  return url.toString();
}
