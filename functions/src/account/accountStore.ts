import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** How an account's columns name it: by its user id, or by its e-mail address (any case). */
type Match = 'uid' | 'email';

/**
 * What export and deletion do with one column that can name an account:
 * - `own`: the row is the account's data: exported, and deleted with the account;
 * - `inOwnRow`: a column of a row found and removed through the table's `own` column (the
 *   e-mail copied onto the account's profile, say), never matched by itself;
 * - `clear`: the row is someone else's record that mentions the account (a staff member's grant,
 *   moderation or edit): it stays, with the mention replaced by `replacement`;
 * - `keep`: the row survives deletion on purpose, for the reason given.
 */
export type ColumnRule =
  | { action: 'own'; match: Match }
  | { action: 'inOwnRow' }
  | { action: 'clear'; match: Match; replacement: string | null }
  | { action: 'keep'; reason: string };

/** What replaces a deleted staff account's id in a NOT NULL column of a record that stays. */
export const DELETED_ACCOUNT = 'deleted-account';

/**
 * Every column of the schema that can name an account, `table.column`, and its rule. The tests
 * list such columns from the migrated database, so a new one without a rule here fails them.
 */
export const ACCOUNT_COLUMNS: Readonly<Record<string, ColumnRule>> = {
  'profiles.user_id': { action: 'own', match: 'uid' },
  'profiles.email': { action: 'inOwnRow' },
  'subscriptions.user_id': { action: 'own', match: 'uid' },
  'subscriptions.email': { action: 'inOwnRow' },
  'user_roles.user_id': { action: 'own', match: 'uid' },
  'user_roles.granted_by': { action: 'clear', match: 'uid', replacement: null },
  'role_audit.target_user_id': { action: 'own', match: 'uid' },
  'role_audit.actor_user_id': { action: 'clear', match: 'uid', replacement: DELETED_ACCOUNT },
  'saved_items.user_id': { action: 'own', match: 'uid' },
  'user_usage.user_id': { action: 'own', match: 'uid' },
  'discount_tokens.created_by': { action: 'clear', match: 'uid', replacement: DELETED_ACCOUNT },
  'discount_tokens.redeemed_by': { action: 'clear', match: 'uid', replacement: null },
  'discount_tokens.reserved_by': { action: 'clear', match: 'uid', replacement: null },
  'guest_purchases.email': { action: 'own', match: 'email' },
  'guest_purchases.held_for_user_id': { action: 'own', match: 'uid' },
  'trial_claims.email_hash': {
    action: 'keep',
    reason:
      'A keyed hash of the e-mail of a used trial, so deleting and signing up again gives no second trial (issue 17 item 10; named in the privacy policy).',
  },
  'reviews.user_id': { action: 'own', match: 'uid' },
  'reviews.moderated_by': { action: 'clear', match: 'uid', replacement: null },
  'idempotency_keys.caller': { action: 'own', match: 'uid' },
  'trial_signup_emails.email': { action: 'own', match: 'email' },
  'email_outbox.recipient': { action: 'own', match: 'email' },
  'blog_posts.updated_by': { action: 'clear', match: 'uid', replacement: null },
  'compensation_claims.user_id': { action: 'own', match: 'uid' },
  'compensation_claims.email': { action: 'inOwnRow' },
  'saved_budgets.user_id': { action: 'own', match: 'uid' },
  'assistant_transcripts.user_id': { action: 'own', match: 'uid' },
};

/** The account being exported or deleted. */
export interface AccountKey {
  uid: string;
  /** The sign-in e-mail, when the account has one: rows kept by address are matched with it. */
  email: string | undefined;
}

type OwnColumn = { table: string; column: string; match: Match };

const columnsWith = <A extends ColumnRule['action']>(action: A) =>
  Object.entries(ACCOUNT_COLUMNS).flatMap(([name, rule]) => {
    if (rule.action !== action) return [];
    const [table = '', column = ''] = name.split('.');
    return [{ table, column, rule: rule as Extract<ColumnRule, { action: A }> }];
  });

/** The account's own rows of each table, as one condition per table (any of its own columns). */
function ownRowConditions(account: AccountKey): Map<string, RawBuilder<boolean>> {
  const byTable = new Map<string, OwnColumn[]>();
  for (const { table, column, rule } of columnsWith('own')) {
    byTable.set(table, [...(byTable.get(table) ?? []), { table, column, match: rule.match }]);
  }
  const conditions = new Map<string, RawBuilder<boolean>>();
  for (const [table, columns] of byTable) {
    const matches = columns.flatMap((column) => {
      const condition = matchesAccount(column.column, column.match, account);
      return condition ? [condition] : [];
    });
    // A table kept only by address matches nothing for an account without a proven one.
    conditions.set(
      table,
      matches.length > 0 ? sql<boolean>`(${sql.join(matches, sql` or `)})` : sql<boolean>`false`,
    );
  }
  return conditions;
}

function matchesAccount(
  column: string,
  match: Match,
  { uid, email }: AccountKey,
): RawBuilder<boolean> | undefined {
  if (match === 'uid') return sql<boolean>`${sql.ref(column)} = ${uid}`;
  if (!email) return undefined;
  return sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;
}

/** A column's value as JSON: timestamps as ISO text, everything else as the driver read it. */
function jsonRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** Every row the account owns, by table (tables with none are listed empty). */
export async function readAccountRows(
  db: Kysely<Database>,
  account: AccountKey,
): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, condition] of ownRowConditions(account)) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where ${condition}`.execute(db);
    tables[table] = rows.map(jsonRow);
  }
  return tables;
}

/**
 * Removes the account's rows and clears its mentions in records that stay, in the caller's
 * transaction. Answers how many rows were deleted.
 */
export async function deleteAccountRows(
  trx: Kysely<Database>,
  account: AccountKey,
): Promise<number> {
  let removed = 0;
  for (const [table, condition] of ownRowConditions(account)) {
    const result = await sql`delete from ${sql.table(table)} where ${condition}`.execute(trx);
    removed += Number(result.numAffectedRows ?? 0);
  }
  for (const { table, column, rule } of columnsWith('clear')) {
    const condition = matchesAccount(column, rule.match, account);
    if (!condition) continue;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${rule.replacement}
      where ${condition}`.execute(trx);
  }
  return removed;
}

/**
 * Whether the account still pays for a recurring plan: a provider subscription that is subscribed
 * and not past its end. Lifetime and trials have no provider subscription.
 */
export async function hasBillingSubscription(
  db: Kysely<Database>,
  uid: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['subscribed', 'payment_subscription_id', 'subscription_end'])
    .where('user_id', '=', uid)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.subscribed || !row.payment_subscription_id) return false;
  return row.subscription_end === null || new Date(row.subscription_end) > now;
}
