import { randomUUID } from 'node:crypto';
import { ACCOUNT_DELETE_ERRORS, estimateBudget, estimateCompensation } from '@voyagent/contracts';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { accountExport, defineAccountDelete } from './accountData';
import { ACCOUNT_COLUMNS, DELETED_ACCOUNT } from './accountStore';
import type { AuthAccounts } from './authAccounts';
import { insertClaim } from '../compensation/compensationStore';
import { insertBudget } from '../budget/budgetStore';
import { keepExchange } from '../ai/transcriptStore';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

/** Column names that can hold an account's id or e-mail address. */
const NAMES_AN_ACCOUNT = /(^|_)user_id$|_by$|^caller$|email|^recipient$/;

const newAccount = () => {
  const id = randomUUID();
  return { uid: `account-${id}`, email: `Traveller.${id}@Example.com`, emailVerified: true };
};
type Account = ReturnType<typeof newAccount>;

function recordingAuth(failWith?: Error) {
  const removed: string[] = [];
  const auth: AuthAccounts = {
    remove: async (uid) => {
      if (failWith) throw failWith;
      removed.push(uid);
    },
  };
  return { removed, auth };
}

/**
 * One row of each table the account owns, and one record of each kind that mentions it. A table
 * added to ACCOUNT_COLUMNS needs its row here: the coverage test below checks every own table.
 */
async function seedAccount(db: Kysely<Database>, { uid, email }: Account, staffOf?: string) {
  const lower = email.toLowerCase();
  await db.insertInto('profiles').values({ user_id: uid, email, full_name: 'Ada' }).execute();
  await db
    .insertInto('subscriptions')
    .values({ user_id: uid, email, subscribed: false, subscription_tier: 'free', trial_used: true })
    .execute();
  await db.insertInto('user_roles').values({ user_id: uid, role: 'support' }).execute();
  await db
    .insertInto('role_audit')
    .values({ actor_user_id: 'owner-1', target_user_id: uid, role: 'support', action: 'grant' })
    .execute();
  await db
    .insertInto('saved_items')
    .values({
      user_id: uid,
      item_type: 'hotel',
      title: 'Hotel Lisboa',
      item_id: `hotel-${uid}`,
      item_data: JSON.stringify({ city: 'Lisbon' }),
    })
    .execute();
  await db
    .insertInto('user_usage')
    .values({ user_id: uid, usage_day: '2026-01-02', usage_type: 'ai_requests', count: 3 })
    .execute();
  await db
    .insertInto('guest_purchases')
    .values({ email: lower, subscription_tier: 'Jetsetter', status: 'pending' })
    .execute();
  // A purchase held for support's review because the account already had a better plan.
  await db
    .insertInto('guest_purchases')
    .values({
      email: `held-${uid}@example.com`,
      subscription_tier: 'Globetrotter',
      status: 'held',
      held_for_user_id: uid,
    })
    .execute();
  await db
    .insertInto('reviews')
    .values({
      user_id: uid,
      user_name: 'Ada',
      rating: 5,
      title: 'Great',
      content: 'Great trip',
      trip_destination: 'Lisbon',
      trip_type: 'solo',
    })
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      caller: uid,
      function_name: 'saved-items-save',
      key: `key-${randomUUID()}`,
      request_hash: 'hash',
      response: JSON.stringify({ saved: true }),
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  await db.insertInto('trial_signup_emails').values({ email: lower }).execute();
  await db
    .insertInto('email_outbox')
    .values({
      recipient: lower,
      subject: 'Welcome',
      text_body: 'Hi',
      html_body: '<p>Hi</p>',
      unsubscribe_url: 'https://example.com/u',
    })
    .execute();
  const flight = {
    from: 'CDG',
    to: 'JFK',
    disruption: 'cancellation',
    euCarrier: false,
    extraordinaryCircumstances: 'no',
  } as const;
  await insertClaim(db, {
    ...flight,
    userId: uid,
    email,
    passengerName: 'Ada',
    flightNumber: 'AF6',
    flightDate: '2026-01-02',
    bookingReference: undefined,
    arrivalDelayMinutes: undefined,
    estimate: { ...estimateCompensation(flight), status: 'eligible' },
  });
  await insertBudget(
    db,
    uid,
    estimateBudget({
      home: 'US',
      destination: 'FR',
      currency: 'USD',
      daily: { lodging: 100, food: 40, transport: 10, activities: 0, other: 0 },
      basis: 'perPerson',
      days: 3,
      travellers: 2,
      style: 'budget',
    }),
    1,
  );
  await keepExchange(db, uid, undefined, [
    { role: 'user', text: 'Where is Lyon?', sources: [] },
    { role: 'model', text: 'Lyon is in France.', sources: [] },
  ]);
  if (staffOf) {
    // Records of the account's work as staff on someone else's data: they stay, unattributed.
    await db
      .insertInto('user_roles')
      .values({ user_id: staffOf, role: 'analyst', granted_by: uid })
      .execute();
    await db
      .insertInto('role_audit')
      .values({ actor_user_id: uid, target_user_id: staffOf, role: 'analyst', action: 'grant' })
      .execute();
  }
}

async function userColumnsInSchema(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name || '.' || column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name <> 'schema_migrations'`.execute(db);
  return rows
    .map(({ name }) => name)
    .filter((name) => NAMES_AN_ACCOUNT.test(name.split('.')[1] ?? ''))
    .sort();
}

async function countMatching(db: Kysely<Database>, name: string, account: Account) {
  const [table = '', column = ''] = name.split('.');
  const rule = ACCOUNT_COLUMNS[name];
  const value =
    rule && 'match' in rule && rule.match === 'email' ? account.email.toLowerCase() : account.uid;
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from ${sql.table(table)}
    where lower(${sql.ref(column)}::text) = lower(${value})`.execute(db);
  return Number(rows[0]?.count);
}

const ownColumns = Object.entries(ACCOUNT_COLUMNS)
  .filter(([, rule]) => rule.action === 'own')
  .map(([name]) => name);

describe(`account data on ${inject('databaseKind')}`, () => {
  it('has a rule for every column of the migrated schema that can name an account', async () => {
    const db = await getDatabase();
    expect(await userColumnsInSchema(db)).toEqual(Object.keys(ACCOUNT_COLUMNS).sort());
    for (const [name, rule] of Object.entries(ACCOUNT_COLUMNS)) {
      if (rule.action !== 'inOwnRow') continue;
      const table = name.split('.')[0];
      expect(
        ownColumns.some((own) => own.startsWith(`${table}.`)),
        name,
      ).toBe(true);
    }
  });

  it("exports every row the account owns, and none of another account's", async () => {
    const db = await getDatabase();
    const account = newAccount();
    const other = newAccount();
    await seedAccount(db, account);
    await seedAccount(db, other);
    const exported = await accountExport.run(callableRequest({}, account));
    expect(exported.userId).toBe(account.uid);
    expect(exported.email).toBe(account.email);
    const ownTables = [...new Set(ownColumns.map((name) => name.split('.')[0] ?? ''))].sort();
    expect(Object.keys(exported.tables).sort()).toEqual(ownTables);
    // The seed gives each own column of a table its own row.
    for (const table of ownTables) {
      const rows = ownColumns.filter((name) => name.startsWith(`${table}.`)).length;
      expect(exported.tables[table], table).toHaveLength(rows);
    }
    expect(exported.tables.saved_items?.[0]).toMatchObject({
      title: 'Hotel Lisboa',
      item_data: { city: 'Lisbon' },
    });
    expect(exported.tables.profiles?.[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(exported)).not.toContain(other.uid);
  });

  it("deletes the account's rows and sign-in, clears its staff mentions, keeps the trial hash", async () => {
    const db = await getDatabase();
    const account = newAccount();
    const other = newAccount();
    await seedAccount(db, account, other.uid);
    await seedAccount(db, other);
    const trialHash = randomUUID().replaceAll('-', '').repeat(2);
    await db.insertInto('trial_claims').values({ email_hash: trialHash }).execute();
    for (const name of ownColumns) expect(await countMatching(db, name, account), name).toBe(1);
    const othersRows = async () =>
      Promise.all(ownColumns.map(async (name) => [name, await countMatching(db, name, other)]));
    const othersBefore = await othersRows();

    const { removed, auth } = recordingAuth();
    const answer = await defineAccountDelete(auth).run(
      callableRequest({ confirm: 'DELETE' }, account),
    );
    expect(answer.deleted).toBe(true);
    expect(answer.removedRows).toBeGreaterThanOrEqual(ownColumns.length);
    expect(removed).toEqual([account.uid]);
    for (const name of Object.keys(ACCOUNT_COLUMNS)) {
      if (ACCOUNT_COLUMNS[name]?.action === 'keep') continue;
      expect(await countMatching(db, name, account), name).toBe(0);
    }
    expect(await othersRows()).toEqual(othersBefore);
    const grant = await db
      .selectFrom('role_audit')
      .select('actor_user_id')
      .where('target_user_id', '=', other.uid)
      .where('role', '=', 'analyst')
      .executeTakeFirstOrThrow();
    expect(grant.actor_user_id).toBe(DELETED_ACCOUNT);
    expect(
      await db
        .selectFrom('trial_claims')
        .select('email_hash')
        .where('email_hash', '=', trialHash)
        .executeTakeFirst(),
    ).toEqual({ email_hash: trialHash });
  });

  it('leaves rows kept by e-mail address alone until the address is verified', async () => {
    const db = await getDatabase();
    const owner = newAccount();
    await seedAccount(db, owner);
    // Someone else signs up with the owner's address but cannot prove it.
    const impostor = { ...newAccount(), email: owner.email, emailVerified: false };
    const exported = await accountExport.run(callableRequest({}, impostor));
    expect(exported.tables.trial_signup_emails).toEqual([]);
    await defineAccountDelete(recordingAuth().auth).run(
      callableRequest({ confirm: 'DELETE' }, impostor),
    );
    for (const name of ownColumns) expect(await countMatching(db, name, owner), name).toBe(1);
  });

  it('refuses while a recurring subscription still bills, deleting nothing', async () => {
    const db = await getDatabase();
    const account = newAccount();
    await seedAccount(db, account);
    await db
      .updateTable('subscriptions')
      .set({ subscribed: true, subscription_tier: 'Jetsetter', payment_subscription_id: 'sub_1' })
      .where('user_id', '=', account.uid)
      .execute();
    const { removed, auth } = recordingAuth();
    expect(
      await rejection(
        defineAccountDelete(auth).run(callableRequest({ confirm: 'DELETE' }, account)),
      ),
    ).toEqual({ code: 'failed-precondition', message: ACCOUNT_DELETE_ERRORS.subscriptionActive });
    expect(removed).toEqual([]);
    for (const name of ownColumns) expect(await countMatching(db, name, account), name).toBe(1);
  });

  it('keeps every row when the sign-in account cannot be deleted, so a retry works', async () => {
    const db = await getDatabase();
    const account = newAccount();
    await seedAccount(db, account);
    const { auth } = recordingAuth(new Error('auth down at 10.0.0.7'));
    const failure = await rejection(
      defineAccountDelete(auth).run(callableRequest({ confirm: 'DELETE' }, account)),
    );
    expect(failure.code).toBe('internal');
    expect(failure.message).not.toContain('10.0.0.7');
    for (const name of ownColumns) expect(await countMatching(db, name, account), name).toBe(1);
  });

  it('refuses guests and a missing or wrong confirmation', async () => {
    const { removed, auth } = recordingAuth();
    const accountDelete = defineAccountDelete(auth);
    expect((await rejection(accountDelete.run(callableRequest({ confirm: 'DELETE' })))).code).toBe(
      'unauthenticated',
    );
    expect((await rejection(accountExport.run(callableRequest({})))).code).toBe('unauthenticated');
    for (const payload of [{}, { confirm: 'delete' }, { confirm: true }]) {
      expect(await rejection(accountDelete.run(callableRequest(payload, newAccount())))).toEqual({
        code: 'invalid-argument',
        message: ACCOUNT_DELETE_ERRORS.confirm,
      });
    }
    expect(await rejection(accountDelete.run(callableRequest('DELETE', newAccount())))).toEqual({
      code: 'invalid-argument',
      message: ACCOUNT_DELETE_ERRORS.payload,
    });
    expect(removed).toEqual([]);
  });
});
