import { replacesPlan, trialEndFrom } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import { lockAccountPlan } from '../db/accounts';
import type { Database } from '../db/schema';

/**
 * Moves the purchase waiting at a guest checkout for this e-mail onto the account, in one
 * transaction (the purchase row is deleted as it is copied, so two claims cannot both take it).
 * Only for a verified e-mail: otherwise anyone could sign up with a buyer's address first. Never a
 * downgrade: when the account's current plan is at least as good, the account keeps it and the
 * purchase is held for review instead (someone may have bought with another person's e-mail).
 * Answers whether the purchase became the account's plan.
 */
export async function claimGuestPurchase(
  db: Kysely<Database>,
  uid: string,
  email: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const purchase = await trx
      .selectFrom('guest_purchases')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!purchase) return false;
    // Locked, so a purchase landing meanwhile waits for this claim.
    const current = await lockAccountPlan(trx, uid, email);
    if (!replacesPlan(current, purchase, now)) {
      await trx
        .updateTable('guest_purchases')
        .set({ status: 'held', held_for_user_id: uid, updated_at: now })
        .where('id', '=', purchase.id)
        .execute();
      return false;
    }
    await trx.deleteFrom('guest_purchases').where('id', '=', purchase.id).execute();
    await trx
      .updateTable('subscriptions')
      .set({
        email,
        subscribed: purchase.subscribed,
        subscription_tier: purchase.subscription_tier,
        subscription_end: purchase.subscription_end,
        is_trial: false,
        payment_customer_id: purchase.payment_customer_id,
        payment_subscription_id: purchase.payment_subscription_id,
        updated_at: now,
      })
      .where('user_id', '=', uid)
      .execute();
    return true;
  });
}

/**
 * Starts the 7-day trial unless this e-mail or this user has ever had one, in one transaction.
 * The claim on the e-mail's hash (trialClaims.ts) comes first: its primary key makes a second
 * claim wait for the first and then find it, so of two concurrent calls exactly one goes on. The
 * conditional upsert then starts the trial unless the account's row says it was used. A claim
 * made for an account that had its trial before claims were recorded is kept: that e-mail has
 * had its trial too. Returns false when the trial was used already.
 */
export async function startTrialOnce(
  db: Kysely<Database>,
  { uid, email, emailHash }: { uid: string; email: string; emailHash: string },
  now: Date,
): Promise<boolean> {
  const trial = { is_trial: true, trial_end: trialEndFrom(now), trial_used: true };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('trial_claims')
      .values({ email_hash: emailHash, claimed_at: now })
      .onConflict((conflict) => conflict.column('email_hash').doNothing())
      .returning('email_hash')
      .executeTakeFirst();
    if (!claimed) return false;
    const started = await trx
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
  });
}
