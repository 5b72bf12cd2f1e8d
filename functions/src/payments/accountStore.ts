/** What payments read about the buyer's account: their plan and payment ids, their staff roles. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The caller's plan and the payment provider's ids for it; undefined before any trial or purchase. */
export async function readBillingAccount(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('subscriptions')
    .select([
      'subscribed',
      'subscription_tier',
      'subscription_end',
      'payment_customer_id',
      'payment_subscription_id',
    ])
    .where('user_id', '=', uid)
    .executeTakeFirst();
}

/** The staff roles the user holds (none: an ordinary user). */
export async function readStaffRoles(db: Kysely<Database>, uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', uid)
    .execute();
  return rows.map((row) => row.role);
}
