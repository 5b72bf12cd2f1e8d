import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { logger } from '../logging/logger';
import { redeemDiscountToken, releaseDiscountToken } from './discountStore';
import type { PaymentEvent } from './provider';
import {
  recordAccountPurchase,
  recordGuestPurchase,
  recordPaymentEvent,
  updatePurchasedSubscription,
  type PurchasedPlan,
} from './purchaseStore';

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
    if (!(await recordPaymentEvent(trx, event))) return 'duplicate';
    if (event.kind === 'checkout-completed') await recordPurchase(trx, event);
    else if (event.kind === 'checkout-expired') {
      await releaseDiscountToken(trx, event.discountToken, event.checkoutId);
    } else await updatePurchasedSubscription(trx, event);
    return 'applied';
  });
}

type Purchase = Extract<PaymentEvent, { kind: 'checkout-completed' }>;

/**
 * The purchase goes to the signed-in buyer's account, or waits by e-mail for a guest's, never
 * replacing a better plan (purchaseStore.ts); then it spends the discount token it was paid with.
 */
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
    const email = purchase.email?.trim() ?? '';
    const outcome = await recordAccountPurchase(trx, { uid: purchase.uid, email }, plan, now);
    if (outcome === 'held') {
      logger.warn('purchase held for review: the account keeps a plan at least as good', {
        event: purchase.id,
      });
    }
  } else if (guestEmail) {
    const outcome = await recordGuestPurchase(trx, guestEmail, plan, now);
    if (outcome === 'held') {
      logger.warn('guest purchase held for review: another purchase waits for the same e-mail', {
        event: purchase.id,
      });
    }
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
