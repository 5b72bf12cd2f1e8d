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

async function recordPurchase(trx: Transaction<Database>, purchase: Purchase) {
  const granted = {
    subscribed: true,
    subscription_tier: purchase.tier,
    subscription_end: null,
    payment_customer_id: purchase.customerId,
    payment_subscription_id: purchase.subscriptionId,
  };
  const buyer = purchase.uid ?? purchase.email?.trim().toLowerCase() ?? null;
  if (purchase.uid) {
    const account = { ...granted, is_trial: false, email: purchase.email ?? '' };
    await trx
      .insertInto('subscriptions')
      .values({ user_id: purchase.uid, ...account })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ ...granted, is_trial: false, updated_at: new Date() }),
      )
      .execute();
  } else if (buyer) {
    await trx
      .insertInto('guest_purchases')
      .values({ email: buyer, ...granted })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet({ ...granted, updated_at: new Date() }),
      )
      .execute();
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
      new Date(),
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
