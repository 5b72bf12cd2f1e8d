import { replacesPlan } from '@voyagent/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { logger } from '../logging/logger';
import { redeemDiscountToken, releaseDiscountToken } from './discountStore';
import type { PaymentEvent } from './provider';

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified webhook event in one transaction with its record in payment_events: a
 * retried delivery finds the record and changes nothing, and a failure leaves neither.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ event_id: event.id, event_type: event.kind })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    if (event.kind === 'checkout-completed') await recordPurchase(trx, event);
    else if (event.kind === 'checkout-expired') {
      await releaseDiscountToken(trx, event.discountToken, event.checkoutId);
    } else await recordSubscriptionChange(trx, event);
    return 'applied';
  });
}

type Purchase = Extract<PaymentEvent, { kind: 'checkout-completed' }>;
type SubscriptionChange = Extract<PaymentEvent, { kind: 'subscription-changed' }>;

/** A purchase's plan, as subscriptions and guest_purchases store it. */
interface PurchasedPlan {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: Date | null;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
}

/**
 * A signed-in buyer's purchase becomes the account's plan, unless the account's current plan is
 * at least as good (a second checkout racing the first, say): then the account keeps its plan and
 * the purchase is held for review. The account's row is created if missing and locked, so two
 * purchases for one account are compared one after the other.
 */
async function recordAccountPurchase(
  trx: Transaction<Database>,
  purchase: Purchase & { uid: string },
  plan: PurchasedPlan,
  now: Date,
) {
  const email = purchase.email?.trim() ?? '';
  await trx
    .insertInto('subscriptions')
    .values({ user_id: purchase.uid, email })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const current = await trx
    .selectFrom('subscriptions')
    .select(['subscribed', 'subscription_tier', 'subscription_end'])
    .where('user_id', '=', purchase.uid)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (replacesPlan(current, plan, now)) {
    await trx
      .updateTable('subscriptions')
      .set({ ...plan, is_trial: false, updated_at: now })
      .where('user_id', '=', purchase.uid)
      .execute();
    return;
  }
  await trx
    .insertInto('guest_purchases')
    .values({ email: email.toLowerCase(), ...plan, status: 'held', held_for_user_id: purchase.uid })
    .execute();
  logger.warn('purchase held for review: the account keeps a plan at least as good', {
    event: purchase.id,
  });
}

/**
 * A guest's purchase waits, by e-mail, for an account with that verified e-mail to claim it. One
 * purchase per e-mail waits: of two, the better waits and the other is held for review, so a
 * second guest purchase with the same address can neither downgrade nor erase the first.
 */
async function recordGuestPurchase(
  trx: Transaction<Database>,
  email: string,
  plan: PurchasedPlan,
  now: Date,
  eventId: string,
) {
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
  if (waiting) {
    logger.warn('guest purchase held for review: another purchase waits for the same e-mail', {
      event: eventId,
    });
  }
}

async function recordPurchase(trx: Transaction<Database>, purchase: Purchase) {
  const now = new Date();
  const plan: PurchasedPlan = {
    subscribed: true,
    subscription_tier: purchase.tier,
    subscription_end: null,
    payment_customer_id: purchase.customerId,
    payment_subscription_id: purchase.subscriptionId,
  };
  const guestEmail = purchase.email?.trim().toLowerCase() || null;
  const buyer = purchase.uid ?? guestEmail;
  if (purchase.uid) {
    await recordAccountPurchase(trx, { ...purchase, uid: purchase.uid }, plan, now);
  } else if (guestEmail) {
    await recordGuestPurchase(trx, guestEmail, plan, now, purchase.id);
  } else {
    logger.warn('checkout completed without a user or an e-mail', { event: purchase.id });
  }
  if (purchase.discountToken && buyer) {
    const redeemed = await redeemDiscountToken(
      trx,
      {
        token: purchase.discountToken,
        checkoutId: purchase.checkoutId,
        uid: purchase.uid,
        buyer,
      },
      now,
    );
    // The checkout holding the token is the only one that can be paid with it, so this means a
    // spent token or another checkout's hold; the purchase stands either way.
    if (!redeemed) {
      logger.warn('discount token was not redeemed: spent, or held by another checkout', {
        event: purchase.id,
      });
    }
  }
}

async function recordSubscriptionChange(trx: Transaction<Database>, change: SubscriptionChange) {
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
