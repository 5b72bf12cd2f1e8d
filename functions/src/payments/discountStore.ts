import type { DiscountRefusal } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { discountTokenState } from './discountRules';

export type DiscountLookup =
  { state: 'valid'; percentOff: number; expiresAt: Date } | { state: DiscountRefusal };

/**
 * A token as it stands now for `caller` (a uid, or null for a guest): valid with its discount, or
 * why it does not apply. A token held by another live checkout is "in_use".
 */
export async function lookUpDiscountToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  caller: string | null = null,
): Promise<DiscountLookup> {
  const row = await db
    .selectFrom('discount_tokens')
    .select(['percent_off', 'expires_at', 'redeemed_at', 'reserved_by', 'reserved_until'])
    .where('token', '=', token)
    .executeTakeFirst();
  const state = discountTokenState(row, now, caller);
  if (!row || state !== 'valid') return { state: state === 'valid' ? 'unknown' : state };
  return { state, percentOff: row.percent_off, expiresAt: row.expires_at };
}

export interface DiscountReservation {
  token: string;
  /** The checkout that will carry the token: the local session id, or Stripe's metadata. */
  checkoutId: string;
  /** The signed-in buyer, or null for a guest checkout. */
  uid: string | null;
  /** When the checkout itself expires; the hold lapses then. */
  until: Date;
  now: Date;
}

/**
 * Reserves the token for a new checkout in one conditional UPDATE: only when it is unspent,
 * unexpired and not held by another live checkout (a lapsed hold is free; the same signed-in
 * user may take over their own). Concurrent callers serialise on the row, so one wins.
 */
export async function reserveDiscountToken(
  db: Kysely<Database>,
  { token, checkoutId, uid, until, now }: DiscountReservation,
): Promise<DiscountLookup> {
  const reserved = await db
    .updateTable('discount_tokens')
    .set({ reserved_for_checkout: checkoutId, reserved_by: uid, reserved_until: until })
    .where('token', '=', token)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('reserved_until', 'is', null),
        eb('reserved_until', '<=', now),
        ...(uid ? [eb('reserved_by', '=', uid)] : []),
      ]),
    )
    .returning(['percent_off', 'expires_at'])
    .executeTakeFirst();
  if (reserved) {
    return { state: 'valid', percentOff: reserved.percent_off, expiresAt: reserved.expires_at };
  }
  const found = await lookUpDiscountToken(db, token, now, uid);
  // Valid now means another checkout released it between the two statements: it was in use.
  return found.state === 'valid' ? { state: 'in_use' } : found;
}

/**
 * Before a checkout that already exists is paid (the local page's "Complete purchase"): keeps the
 * hold when this checkout has it (or spent the token: a re-submitted page), or takes it again
 * when it is free (this checkout was cancelled, or its hold lapsed). Never takes over another
 * checkout's live hold. Null when the checkout may go ahead, else why not.
 */
export async function holdDiscountForCheckout(
  db: Kysely<Database>,
  { token, checkoutId, uid, until, now }: DiscountReservation,
): Promise<DiscountRefusal | null> {
  const held = await db
    .updateTable('discount_tokens')
    .set({ reserved_for_checkout: checkoutId, reserved_by: uid, reserved_until: until })
    .where('token', '=', token)
    .where((eb) =>
      eb.or([
        eb('reserved_for_checkout', '=', checkoutId),
        eb.and([
          eb('redeemed_at', 'is', null),
          eb('expires_at', '>', now),
          eb.or([eb('reserved_until', 'is', null), eb('reserved_until', '<=', now)]),
        ]),
      ]),
    )
    .returning('token')
    .executeTakeFirst();
  if (held) return null;
  const found = await lookUpDiscountToken(db, token, now);
  return found.state === 'valid' ? 'in_use' : found.state;
}

/** Frees the token if this checkout holds it and has not spent it (cancelled, expired, failed). */
export async function releaseDiscountToken(
  db: Kysely<Database>,
  token: string,
  checkoutId: string,
): Promise<boolean> {
  const released = await db
    .updateTable('discount_tokens')
    .set({ reserved_for_checkout: null, reserved_by: null, reserved_until: null })
    .where('token', '=', token)
    .where('reserved_for_checkout', '=', checkoutId)
    .where('redeemed_at', 'is', null)
    .executeTakeFirst();
  return released.numUpdatedRows > 0n;
}

/**
 * Spends the token for a completed purchase: when this checkout holds it, or when no live
 * checkout does (a checkout from before reservations, or one whose hold lapsed while paying).
 * Never while another live checkout holds it. The row keeps the checkout that spent it.
 */
export async function redeemDiscountToken(
  db: Kysely<Database>,
  purchase: { token: string; checkoutId: string | null; uid: string | null; buyer: string },
  now: Date,
): Promise<boolean> {
  const { token, checkoutId, uid, buyer } = purchase;
  const redeemed = await db
    .updateTable('discount_tokens')
    .set({
      redeemed_by: buyer,
      redeemed_at: now,
      ...(checkoutId ? { reserved_for_checkout: checkoutId, reserved_by: uid } : {}),
    })
    .where('token', '=', token)
    .where('redeemed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('reserved_until', 'is', null),
        eb('reserved_until', '<=', now),
        ...(checkoutId ? [eb('reserved_for_checkout', '=', checkoutId)] : []),
      ]),
    )
    .executeTakeFirst();
  return redeemed.numUpdatedRows > 0n;
}

/** Stores a new token, made by `createdBy`. */
export async function insertDiscountToken(
  db: Kysely<Database>,
  token: { token: string; percentOff: number; expiresAt: Date; createdBy: string },
): Promise<void> {
  await db
    .insertInto('discount_tokens')
    .values({
      token: token.token,
      percent_off: token.percentOff,
      expires_at: token.expiresAt,
      created_by: token.createdBy,
    })
    .execute();
}
