/** Purchases in the database: payment events applied once, plans recorded or held for review. */
import { replacesPlan } from '@voyagent/contracts';
import type { Transaction } from 'kysely';
import { lockAccountPlan } from '../db/accounts';
import type { Database } from '../db/schema';

/** A purchase's plan, as subscriptions and guest_purchases store it. */
export interface PurchasedPlan {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: Date | null;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
}

/** Whether the purchase took its place, or it or another one was held for review. */
export type PurchaseOutcome = 'recorded' | 'held';

/**
 * Records the event's id; answers false when it was recorded already (a retried delivery). Run
 * in the transaction that applies the event, so a failure leaves neither.
 */
export async function recordPaymentEvent(
  trx: Transaction<Database>,
  event: { id: string; kind: string },
): Promise<boolean> {
  const fresh = await trx
    .insertInto('payment_events')
    .values({ event_id: event.id, event_type: event.kind })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return fresh !== undefined;
}

/**
 * A signed-in buyer's purchase becomes the account's plan, unless the account's current plan is
 * at least as good (a second checkout racing the first, say): then the account keeps its plan and
 * the purchase is held for review. The account's row is locked (lockAccountPlan), so two
 * purchases for one account are compared one after the other.
 */
export async function recordAccountPurchase(
  trx: Transaction<Database>,
  buyer: { uid: string; email: string },
  plan: PurchasedPlan,
  now: Date,
): Promise<PurchaseOutcome> {
  const current = await lockAccountPlan(trx, buyer.uid, buyer.email);
  if (replacesPlan(current, plan, now)) {
    await trx
      .updateTable('subscriptions')
      .set({ ...plan, is_trial: false, updated_at: now })
      .where('user_id', '=', buyer.uid)
      .execute();
    return 'recorded';
  }
  await trx
    .insertInto('guest_purchases')
    .values({
      email: buyer.email.toLowerCase(),
      ...plan,
      status: 'held',
      held_for_user_id: buyer.uid,
    })
    .execute();
  return 'held';
}

/**
 * A guest's purchase waits, by e-mail, for an account with that verified e-mail to claim it. One
 * purchase per e-mail waits: of two, the better waits and the other is held for review, so a
 * second guest purchase with the same address can neither downgrade nor erase the first.
 */
export async function recordGuestPurchase(
  trx: Transaction<Database>,
  email: string,
  plan: PurchasedPlan,
  now: Date,
): Promise<PurchaseOutcome> {
  const waiting = await trx
    .selectFrom('guest_purchases')
    .select(['id', 'subscribed', 'subscription_tier', 'subscription_end'])
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  const keepsWaiting = waiting !== undefined && !replacesPlan(waiting, plan, now);
  if (waiting && !keepsWaiting) {
    await trx
      .updateTable('guest_purchases')
      .set({ status: 'held', updated_at: now })
      .where('id', '=', waiting.id)
      .execute();
  }
  await trx
    .insertInto('guest_purchases')
    .values({ email, ...plan, status: keepsWaiting ? 'held' : 'pending' })
    .execute();
  return waiting ? 'held' : 'recorded';
}

/**
 * A subscription's new state from the provider (renewed, cancelled, changed tier), on the account
 * that holds it and on a guest purchase still waiting with it.
 */
export async function updatePurchasedSubscription(
  trx: Transaction<Database>,
  change: { subscriptionId: string; active: boolean; end: Date | null; tier: string | null },
): Promise<void> {
  const update = {
    subscribed: change.active,
    subscription_end: change.end,
    ...(change.tier ? { subscription_tier: change.tier } : {}),
    updated_at: new Date(),
  };
  await trx
    .updateTable('subscriptions')
    .set(update)
    .where('payment_subscription_id', '=', change.subscriptionId)
    .execute();
  await trx
    .updateTable('guest_purchases')
    .set(update)
    .where('payment_subscription_id', '=', change.subscriptionId)
    .execute();
}
