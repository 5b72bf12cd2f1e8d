import { beforeAll, describe, expect, it } from 'vitest';
import { grantRoleCli } from './grantRoleCli';
import {
  callError,
  clientsClosedAfterAll,
  serverMessage,
  verifyEmail,
  type WebClient,
} from './webClient';

/**
 * get-roles, grant-role, revoke-role and list-role-audit through the web SDK. The first owner is
 * made as an operator would: the grant-role CLI against the Auth emulator and the database.
 */
const { guest, signedIn } = clientsClosedAfterAll();
/** A signed-in account whose e-mail is verified: only such an account can be granted a role. */
async function verified() {
  const client = await signedIn();
  await verifyEmail(client);
  return client;
}
const email = (client: WebClient) => client.user?.email ?? '';
const uid = (client: WebClient) => client.user?.uid ?? '';

let owner: WebClient;
beforeAll(async () => {
  owner = await verified();
  const { stdout } = await grantRoleCli('--email', email(owner), '--role', 'owner');
  expect(stdout).toContain(`Granted owner to ${email(owner)}`);
});

describe('the grant-role CLI', () => {
  it('refuses an account whose e-mail is not verified, then grants once it is', async () => {
    // Whoever signs up first with a colleague's address must not become owner by the CLI.
    const squatter = await signedIn();
    await expect(grantRoleCli('--email', email(squatter), '--role', 'owner')).rejects.toThrow(
      /That account has not verified its e-mail address yet\./,
    );
    expect((await squatter.call('get-roles')).roles).toEqual(['user']);
    await verifyEmail(squatter);
    const { stdout } = await grantRoleCli('--email', email(squatter), '--role', 'analyst');
    expect(stdout).toContain(`Granted analyst to ${email(squatter)}`);
  });

  it('says when the role is already held, and refuses unknown accounts', async () => {
    const again = await grantRoleCli('--email', email(owner), '--role', 'owner');
    expect(again.stdout).toContain('already holds owner');
    await expect(grantRoleCli('--email', 'nobody@example.com', '--role', 'admin')).rejects.toThrow(
      /No account with the e-mail nobody@example.com/,
    );
  });
});

describe('get-roles', () => {
  it('refuses a signed-out caller', async () => {
    const visitor = guest();
    expect((await callError(visitor.call('get-roles'))).code).toBe('functions/unauthenticated');
  });

  it('answers user for a new account and owner for the bootstrapped owner', async () => {
    const user = await signedIn();
    expect(await user.call('get-roles')).toMatchObject({
      roles: ['user'],
      isAdmin: false,
      accessLevel: 1,
    });
    expect(await owner.call('get-roles')).toMatchObject({
      roles: ['owner'],
      isAdmin: true,
      isSupportLevel: true,
      highestRole: 'owner',
      accessLevel: 6,
    });
  });

  it('answers invalid-argument to a payload', async () => {
    const user = await signedIn();
    expect((await callError(user.callUnchecked('get-roles', { user_id: uid(owner) }))).code).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('grant-role, revoke-role and list-role-audit', () => {
  it('refuses plain users', async () => {
    const user = await signedIn();
    const target = await signedIn();
    for (const [name, data] of [
      ['grant-role', { email: email(user), role: 'admin' }],
      ['revoke-role', { user_id: uid(owner), role: 'owner' }],
      ['list-role-audit', {}],
    ] as const) {
      expect((await callError(user.call(name, data))).code).toBe('functions/permission-denied');
    }
    expect(
      (await callError(user.call('grant-role', { user_id: uid(target), role: 'support' }))).message,
    ).toMatch(/^Only an owner or admin can change roles\./);
  });

  it('refuses to grant to an unverified account, by e-mail or uid, and grants once verified', async () => {
    const squatter = await signedIn();
    for (const target of [{ email: email(squatter) }, { user_id: uid(squatter) }]) {
      const error = await callError(owner.call('grant-role', { ...target, role: 'admin' }));
      expect(error.code).toBe('functions/failed-precondition');
      expect(serverMessage(error)).toBe('That account has not verified its e-mail address yet.');
    }
    expect((await squatter.call('get-roles')).isAdmin).toBe(false);
    await verifyEmail(squatter);
    expect(await owner.call('grant-role', { email: email(squatter), role: 'admin' })).toMatchObject(
      { changed: true },
    );
  });

  it('lets the owner make an admin, who then manages staff roles but not admin', async () => {
    const admin = await verified();
    const staff = await verified();
    expect(await owner.call('grant-role', { email: email(admin), role: 'admin' })).toEqual({
      user_id: uid(admin),
      role: 'admin',
      changed: true,
    });
    expect((await admin.call('get-roles')).isAdmin).toBe(true);

    await admin.call('grant-role', { user_id: uid(staff), role: 'support' });
    expect(await staff.call('get-roles')).toMatchObject({
      isSupportLevel: true,
      isAdmin: false,
    });
    expect(
      (await callError(admin.call('grant-role', { user_id: uid(staff), role: 'admin' }))).code,
    ).toBe('functions/permission-denied');
    expect((await callError(staff.call('list-role-audit'))).code).toBe(
      'functions/permission-denied',
    );

    expect(await admin.call('revoke-role', { user_id: uid(staff), role: 'support' })).toMatchObject(
      {
        changed: true,
      },
    );
    expect((await staff.call('get-roles')).roles).toEqual(['user']);

    const audit = await admin.call('list-role-audit', {
      target_user_id: uid(staff),
    });
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_user_id: uid(admin), role: 'support', action: 'revoke' }),
      expect.objectContaining({ actor_user_id: uid(admin), role: 'support', action: 'grant' }),
    ]);
    const ownerGrant = await owner.call('list-role-audit', {
      target_user_id: uid(admin),
    });
    expect(ownerGrant.entries).toEqual([
      expect.objectContaining({ actor_user_id: uid(owner), role: 'admin', action: 'grant' }),
    ]);
  });

  it('answers not-found for an unknown account', async () => {
    expect(
      (await callError(owner.call('grant-role', { email: 'nobody@example.com', role: 'analyst' })))
        .code,
    ).toBe('functions/not-found');
  });

  it.each([
    ['grant-role', { role: 'analyst' }, /either user_id or email/],
    ['grant-role', { email: 'not-an-email', role: 'analyst' }, /email must be an e-mail/],
    ['revoke-role', { user_id: 'x', role: 'user' }, /role must be one of/],
    ['list-role-audit', { limit: 1000 }, /limit must be at most 100/],
  ] as const)('answers invalid-argument to a bad %s payload', async (name, data, message) => {
    const error = await callError(owner.callUnchecked(name, data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(message);
  });
});
