/**
 * What several features read about one account: its plan (the subscriptions row) and its staff
 * roles. Payments, subscriptions, saved items and usage all decide by the same row, and payments
 * and roles by the same roles, so the queries live here once rather than in each feature's store.
 */
import { GRANTABLE_ROLES } from '@voyagent/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Queryable = Kysely<Database> | Transaction<Database>;

/** The account's plan, trial and payment ids; undefined before any trial or purchase (free). */
export async function readAccountPlan(db: Queryable, userId: string) {
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
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The account's plan, its subscriptions row created if missing and locked until `trx` ends: a
 * purchase or a claim that compares plans before replacing one waits here for any other, so two
 * of them for one account are compared one after the other.
 */
export async function lockAccountPlan(trx: Transaction<Database>, userId: string, email: string) {
  await trx
    .insertInto('subscriptions')
    .values({ user_id: userId, email })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('subscriptions')
    .select(['subscribed', 'subscription_tier', 'subscription_end'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * The staff roles the user holds (none: an ordinary user), asked of the spec's has_role once per
 * grantable role (travel.md §7, migration 0021), in one statement.
 */
export async function heldRoles(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await sql<{ role: string }>`
    select role from unnest(${GRANTABLE_ROLES}::text[]) with ordinality as roles(role, rank)
    where has_role(${userId}, role)
    order by rank`.execute(db);
  return rows.map((row) => row.role);
}
