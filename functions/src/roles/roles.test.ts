import { randomUUID } from 'node:crypto';
import type { Role } from '@voyagent/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { getRoles, listRoleAudit, roleChangeCallable } from './roles';
import { applyRoleChange } from './roleStore';
import type { UserDirectory } from './userDirectory';

/** Audit rows for targets starting with this fail inside the database (a simulated fault). */
const FAULTY_TARGET_PREFIX = 'fail-audit-';

beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  const db = await getDatabase();
  await sql`create or replace function test_fail_role_audit() returns trigger language plpgsql as $$
    begin
      if new.target_user_id like ${sql.lit(`${FAULTY_TARGET_PREFIX}%`)} then
        raise exception 'simulated fault';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create or replace trigger test_fail_role_audit before insert on role_audit
    for each row execute function test_fail_role_audit()`.execute(db);
});

afterAll(async () => {
  const db = await getDatabase();
  await sql`drop trigger if exists test_fail_role_audit on role_audit`.execute(db);
  await sql`drop function if exists test_fail_role_audit()`.execute(db);
});

/** Accounts the fake directory knows, by uid. */
const accounts = new Map<string, { email: string; emailVerified: boolean }>();
const directory: UserDirectory = {
  accountByEmail: async (email) => {
    const found = [...accounts].find(([, known]) => known.email === email);
    return found && { uid: found[0], emailVerified: found[1].emailVerified };
  },
  accountById: async (uid) => {
    const known = accounts.get(uid);
    return known && { uid, emailVerified: known.emailVerified };
  },
};
const grantRole = roleChangeCallable('grant', directory);
const revokeRole = roleChangeCallable('revoke', directory);

async function account(roles: Role[] = [], prefix = 'user-', emailVerified = true) {
  const uid = `${prefix}${randomUUID()}`;
  const email = `${uid}@example.com`;
  accounts.set(uid, { email, emailVerified });
  if (roles.length > 0) {
    const db = await getDatabase();
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: uid, role })))
      .execute();
  }
  return { uid, email };
}
type Account = Awaited<ReturnType<typeof account>>;

const grant = (actor: Account, data: object) => grantRole.run(callableRequest(data, actor));
const revoke = (actor: Account, data: object) => revokeRole.run(callableRequest(data, actor));
const refusal = (promise: unknown) => rejection(Promise.resolve(promise));
const rolesOf = async (uid: string) => heldRoles(await getDatabase(), uid);

async function auditOf(target: string) {
  const db = await getDatabase();
  return db
    .selectFrom('role_audit')
    .select(['actor_user_id', 'role', 'action'])
    .where('target_user_id', '=', target)
    .orderBy('id')
    .execute();
}

describe(`get-roles on ${inject('databaseKind')}`, () => {
  it('answers the plain user flags for an account without roles', async () => {
    expect(await getRoles.run(callableRequest({}, await account()))).toMatchObject({
      roles: ['user'],
      isAdmin: false,
      highestRole: 'user',
      accessLevel: 1,
    });
  });

  it('answers every role held and the flags derived from them, in one call (AU-056)', async () => {
    const staff = await account(['support', 'analyst']);
    expect(await getRoles.run(callableRequest({}, staff))).toEqual({
      roles: ['support', 'analyst'],
      isAdmin: false,
      isSupportLevel: true,
      isMarketing: false,
      isContentEditor: false,
      isAnalyst: true,
      highestRole: 'support',
      accessLevel: 4,
    });
  });

  it('refuses guests and payload fields', async () => {
    expect((await refusal(getRoles.run(callableRequest({})))).code).toBe('unauthenticated');
    expect(
      (await refusal(getRoles.run(callableRequest({ user_id: 'x' }, await account())))).code,
    ).toBe('invalid-argument');
  });
});

describe(`grant-role and revoke-role on ${inject('databaseKind')}`, () => {
  it('lets an admin grant a staff role by e-mail, audited', async () => {
    const admin = await account(['admin']);
    const target = await account();
    expect(await grant(admin, { email: target.email, role: 'support' })).toEqual({
      user_id: target.uid,
      role: 'support',
      changed: true,
    });
    expect(await rolesOf(target.uid)).toEqual(['support']);
    expect(await auditOf(target.uid)).toEqual([
      { actor_user_id: admin.uid, role: 'support', action: 'grant' },
    ]);
  });

  it('changes and audits nothing when granting a held role again', async () => {
    const admin = await account(['admin']);
    const target = await account();
    await grant(admin, { user_id: target.uid, role: 'analyst' });
    expect(await grant(admin, { user_id: target.uid, role: 'analyst' })).toMatchObject({
      changed: false,
    });
    expect(await auditOf(target.uid)).toHaveLength(1);
  });

  it('lets an admin revoke a staff role, audited', async () => {
    const admin = await account(['admin']);
    const target = await account(['marketing']);
    expect(await revoke(admin, { user_id: target.uid, role: 'marketing' })).toMatchObject({
      changed: true,
    });
    expect(await rolesOf(target.uid)).toEqual([]);
    expect(await auditOf(target.uid)).toEqual([
      { actor_user_id: admin.uid, role: 'marketing', action: 'revoke' },
    ]);
  });

  it('keeps owner and admin roles for owners to manage', async () => {
    const admin = await account(['admin']);
    const owner = await account(['owner']);
    const target = await account();
    expect(await refusal(grant(admin, { user_id: target.uid, role: 'admin' }))).toEqual({
      code: 'permission-denied',
      message: 'Only an owner can grant or revoke the admin role.',
    });
    expect((await refusal(revoke(admin, { user_id: owner.uid, role: 'owner' }))).code).toBe(
      'permission-denied',
    );
    await grant(owner, { user_id: target.uid, role: 'admin' });
    await grant(owner, { user_id: target.uid, role: 'owner' });
    expect(await rolesOf(target.uid)).toEqual(expect.arrayContaining(['admin', 'owner']));
    await revoke(owner, { user_id: target.uid, role: 'owner' });
    expect(await rolesOf(target.uid)).toEqual(['admin']);
  });

  it('refuses users and lower staff, before revealing whether the target exists', async () => {
    for (const roles of [[], ['support'], ['analyst', 'marketing']] as Role[][]) {
      const actor = await account(roles);
      expect(await refusal(grant(actor, { email: 'nobody@example.com', role: 'analyst' }))).toEqual(
        { code: 'permission-denied', message: 'Only an owner or admin can change roles.' },
      );
    }
    expect((await refusal(grantRole.run(callableRequest({ role: 'analyst' })))).code).toBe(
      'unauthenticated',
    );
  });

  it('refuses to grant to an account whose e-mail is not verified, by e-mail or by uid', async () => {
    const owner = await account(['owner']);
    // A squatter signed up with a colleague's address, which the colleague never confirmed.
    const squatter = await account([], 'user-', false);
    for (const target of [{ email: squatter.email }, { user_id: squatter.uid }]) {
      expect(await refusal(grant(owner, { ...target, role: 'admin' }))).toEqual({
        code: 'failed-precondition',
        message: 'That account has not verified its e-mail address yet.',
      });
    }
    expect(await rolesOf(squatter.uid)).toEqual([]);
    expect(await auditOf(squatter.uid)).toEqual([]);
    // Once the address is proven, the same grant goes through.
    accounts.set(squatter.uid, { email: squatter.email, emailVerified: true });
    expect(await grant(owner, { email: squatter.email, role: 'admin' })).toMatchObject({
      changed: true,
    });
  });

  it('revokes a role from an unverified account: taking access away needs no proof', async () => {
    const admin = await account(['admin']);
    const target = await account(['support'], 'user-', false);
    expect(await revoke(admin, { email: target.email, role: 'support' })).toMatchObject({
      changed: true,
    });
    expect(await rolesOf(target.uid)).toEqual([]);
  });

  it('answers not-found for an unknown account', async () => {
    const admin = await account(['admin']);
    expect(await refusal(grant(admin, { email: 'nobody@example.com', role: 'analyst' }))).toEqual({
      code: 'not-found',
      message: 'No account matches that user.',
    });
    expect((await refusal(grant(admin, { user_id: 'no-such-uid', role: 'analyst' }))).code).toBe(
      'not-found',
    );
  });

  it.each([
    ['no target', { role: 'analyst' }, 'Send the target as either user_id or email, not both.'],
    [
      'two targets',
      { user_id: 'a', email: 'a@example.com', role: 'analyst' },
      'Send the target as either user_id or email, not both.',
    ],
    ['the user role', { user_id: 'a', role: 'user' }, 'role must be one of owner, admin'],
    ['an unknown role', { user_id: 'a', role: 'root' }, 'role must be one of'],
    ['a bad e-mail', { email: 'not-an-email', role: 'analyst' }, 'email must be an e-mail'],
    ['an oversized user_id', { user_id: 'u'.repeat(129), role: 'analyst' }, 'at most 128'],
  ])('refuses %s with invalid-argument', async (_case, data, message) => {
    const failure = await refusal(grant(await account(['owner']), data));
    expect(failure.code).toBe('invalid-argument');
    expect(failure.message).toContain(message);
  });

  it('leaves no role when its audit row cannot be written, and leaks nothing', async () => {
    const admin = await account(['admin']);
    const target = await account([], FAULTY_TARGET_PREFIX);
    expect(await refusal(grant(admin, { user_id: target.uid, role: 'support' }))).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(await rolesOf(target.uid)).toEqual([]);
  });

  it('never revokes the last owner', async () => {
    const db = await getDatabase();
    const owner = await account();
    const rolledBack = new Error('rolled back');
    // The owner count is global, so the case is staged in a transaction that is rolled back,
    // invisible to the other tests sharing the database.
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('user_roles').where('role', '=', 'owner').execute();
        await trx.insertInto('user_roles').values({ user_id: owner.uid, role: 'owner' }).execute();
        const failure = await refusal(
          applyRoleChange(
            trx,
            { actorUserId: owner.uid, targetUserId: owner.uid, role: 'owner', action: 'revoke' },
            { authorizeActor: true },
          ),
        );
        expect(await heldRoles(trx, owner.uid)).toEqual(['owner']);
        throw Object.assign(rolledBack, { failure });
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(rolledBack);
    expect((outcome as { failure: unknown }).failure).toEqual({
      code: 'failed-precondition',
      message: 'The last owner cannot be revoked.',
    });
  });

  it('lets an owner step down while another owner remains', async () => {
    const first = await account(['owner']);
    await account(['owner']);
    expect(await revoke(first, { user_id: first.uid, role: 'owner' })).toMatchObject({
      changed: true,
    });
  });
});

describe(`list-role-audit on ${inject('databaseKind')}`, () => {
  it('shows admins the audit newest first, a page at a time', async () => {
    const owner = await account(['owner']);
    const target = await account();
    for (const role of ['support', 'analyst', 'marketing'] as const) {
      await grant(owner, { user_id: target.uid, role });
    }
    await revoke(owner, { user_id: target.uid, role: 'support' });
    const admin = await account(['admin']);
    const list = (data: object) => listRoleAudit.run(callableRequest(data, admin));
    const firstPage = await list({ target_user_id: target.uid, limit: 3 });
    expect(firstPage.entries.map((entry) => `${entry.action} ${entry.role}`)).toEqual([
      'revoke support',
      'grant marketing',
      'grant analyst',
    ]);
    expect(firstPage.entries[0]).toMatchObject({ actor_user_id: owner.uid });
    expect(firstPage.nextOffset).toBe(3);
    const secondPage = await list({ target_user_id: target.uid, limit: 3, offset: 3 });
    expect(secondPage).toMatchObject({ entries: [{ role: 'support' }], nextOffset: null });
  });

  it('refuses guests, users and non-admin staff, and bad pages', async () => {
    expect((await refusal(listRoleAudit.run(callableRequest({})))).code).toBe('unauthenticated');
    for (const roles of [[], ['support']] as Role[][]) {
      const actor = await account(roles);
      expect((await refusal(listRoleAudit.run(callableRequest({}, actor)))).code).toBe(
        'permission-denied',
      );
    }
    expect(
      await refusal(listRoleAudit.run(callableRequest({ limit: 1000 }, await account(['admin'])))),
    ).toEqual({ code: 'invalid-argument', message: 'limit must be at most 100' });
  });

  it('refuses user ids PostgreSQL text cannot hold as invalid-argument, not internal', async () => {
    const admin = await account(['admin']);
    expect(
      await refusal(listRoleAudit.run(callableRequest({ target_user_id: 'u\u0000' }, admin))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'target_user_id must not contain NUL characters',
    });
    expect(await refusal(grant(admin, { user_id: 'u\u0000', role: 'support' }))).toEqual({
      code: 'invalid-argument',
      message: 'user_id must not contain NUL characters',
    });
  });
});
