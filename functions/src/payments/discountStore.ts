import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { discountTokenState, type DiscountRefusal } from './discountRules';

export type DiscountLookup =
  { state: 'valid'; percentOff: number; expiresAt: Date } | { state: DiscountRefusal };

/** A token as it stands now: valid with its discount, or why it does not apply. */
export async function lookUpDiscountToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<DiscountLookup> {
  const row = await db
    .selectFrom('discount_tokens')
    .select(['percent_off', 'expires_at', 'redeemed_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  const state = discountTokenState(row, now);
  if (!row || state !== 'valid') return { state: state === 'valid' ? 'unknown' : state };
  return { state, percentOff: row.percent_off, expiresAt: row.expires_at };
}
