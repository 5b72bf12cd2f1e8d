/**
 * The record that an e-mail address has had its trial (issue 8, issue 17): a keyed hash of the
 * normalised verified address, kept in trial_claims after the account is deleted. Pure.
 */
import { createHmac } from 'node:crypto';

/** Google delivers these domains to one mailbox and ignores dots and `+tags` in their names. */
const GOOGLE_MAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * The address a trial is remembered under: trimmed and lower-cased; for Gmail also without dots
 * and `+tag` in the name and with googlemail.com as gmail.com, since those all reach one mailbox
 * and would otherwise give one person a trial per spelling. Other providers treat dots and `+`
 * differently (or not at all), so their names are kept as written: two strangers must never
 * share a trial.
 */
export function normalizeTrialEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const name = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at <= 0 || !GOOGLE_MAIL_DOMAINS.includes(domain)) return address;
  return `${name.split('+')[0]?.replaceAll('.', '')}@gmail.com`;
}

/**
 * HMAC-SHA256 of the normalised address under TRIAL_CLAIM_HASH_KEY, as 64 hex digits. Keyed, so
 * the table cannot be matched against a list of addresses by anyone without the key.
 */
export function trialClaimHash(email: string, key: string): string {
  return createHmac('sha256', key).update(normalizeTrialEmail(email)).digest('hex');
}
