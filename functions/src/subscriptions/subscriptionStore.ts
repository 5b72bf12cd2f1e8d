import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { trialEndFrom } from './tiers';
import type { StoredSubscription } from './subscriptionStatus';

export interface SubscriptionRow extends StoredSubscription {
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
}

export async function readSubscription(
  db: Kysely<Database>,
  uid: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .select([
      'subscribed',
      'subscription_tier',
      'subscription_end',
      'is_trial',
      'trial_end',
      'trial_used',
      'payment_customer_id',
      'payment_subscription_id',
    ])
    .where('user_id', '=', uid)
    .executeTakeFirst();
}

/**
 * Moves a purchase made at a guest checkout with this e-mail onto the account, in one
 * transaction (the purchase row is deleted as it is copied, so two claims cannot both take it).
 * Only for a verified e-mail: otherwise anyone could sign up with a buyer's address first.
 */
export async function claimGuestPurchase(
  db: Kysely<Database>,
  uid: string,
  email: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const purchase = await trx
      .deleteFrom('guest_purchases')
      .where('email', '=', email.trim().toLowerCase())
      .returningAll()
      .executeTakeFirst();
    if (!purchase) return false;
    const granted = {
      email,
      subscribed: purchase.subscribed,
      subscription_tier: purchase.subscription_tier,
      subscription_end: purchase.subscription_end,
      is_trial: false,
      payment_customer_id: purchase.payment_customer_id,
      payment_subscription_id: purchase.payment_subscription_id,
    };
    await trx
      .insertInto('subscriptions')
      .values({ user_id: uid, ...granted })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...granted, updated_at: new Date() }),
      )
      .execute();
    return true;
  });
}

/**
 * Starts the 7-day trial unless this user has ever had one. A single statement: the conditional
 * upsert takes the row lock, so of two concurrent calls exactly one finds trial_used false.
 * Returns false when the trial was used already.
 */
export async function startTrialOnce(
  db: Kysely<Database>,
  uid: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const trial = { is_trial: true, trial_end: trialEndFrom(now), trial_used: true };
  const started = await db
    .insertInto('subscriptions')
    .values({ user_id: uid, email, ...trial })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ ...trial, updated_at: now })
        .where('subscriptions.trial_used', '=', false),
    )
    .returning('user_id')
    .executeTakeFirst();
  return started !== undefined;
}
