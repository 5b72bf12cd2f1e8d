import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { defineRevokeSessions } from './revokeSessions';
import {
  adminSessionRevoker,
  firebaseSessionRevoker,
  noAuthServiceRevoker,
  sessionRevokerFor,
  type SessionRevoker,
} from './sessionRevoker';

function recordingRevoker(failWith?: Error) {
  const revoked: string[] = [];
  const revoker: SessionRevoker = {
    revokeAll: async (uid) => {
      if (failWith) throw failWith;
      revoked.push(uid);
    },
  };
  return { revoked, revoker };
}

describe('revoke-sessions', () => {
  it("revokes the caller's own sessions, never another account's", async () => {
    const { revoked, revoker } = recordingRevoker();
    const revokeSessions = defineRevokeSessions(() => revoker);
    expect(await revokeSessions.run(callableRequest({}, { uid: 'user-1' }))).toEqual({
      revoked: true,
    });
    expect(revoked).toEqual(['user-1']);
  });

  it('refuses a signed-out caller and extra fields, revoking nothing', async () => {
    const { revoked, revoker } = recordingRevoker();
    const revokeSessions = defineRevokeSessions(() => revoker);
    expect((await rejection(revokeSessions.run(callableRequest({})))).code).toBe('unauthenticated');
    expect(
      (await rejection(revokeSessions.run(callableRequest({ uid: 'user-2' }, { uid: 'user-1' }))))
        .code,
    ).toBe('invalid-argument');
    expect(revoked).toEqual([]);
  });

  it('answers a typed internal error when Auth fails, without its details', async () => {
    const { revoker } = recordingRevoker(new Error('auth backend down at 10.0.0.1'));
    const failure = await rejection(
      defineRevokeSessions(() => revoker).run(callableRequest({}, { uid: 'user-1' })),
    );
    expect(failure.code).toBe('internal');
    expect(failure.message).not.toContain('10.0.0.1');
  });
});

describe('the revoker (provider rule for Auth)', () => {
  it('uses Firebase Auth when deployed, demo mode included, and with the Auth emulator', () => {
    expect(sessionRevokerFor({})).toBe(firebaseSessionRevoker);
    expect(sessionRevokerFor({ VOYAGENT_DEMO_MODE: 'true' })).toBe(firebaseSessionRevoker);
    expect(
      sessionRevokerFor({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toBe(firebaseSessionRevoker);
  });

  it('has no sessions to end in the functions emulator without the Auth emulator', async () => {
    expect(sessionRevokerFor({ FUNCTIONS_EMULATOR: 'true' })).toBe(noAuthServiceRevoker);
    const revokeSessions = defineRevokeSessions(() =>
      sessionRevokerFor({ FUNCTIONS_EMULATOR: 'true' }),
    );
    expect(await revokeSessions.run(callableRequest({}, { uid: 'user-1' }))).toEqual({
      revoked: true,
    });
  });

  it('treats an account Auth no longer holds as revoked, and passes other failures on', async () => {
    const failingWith = (code: string) =>
      adminSessionRevoker(() => ({
        revokeRefreshTokens: async () => {
          throw Object.assign(new Error(code), { code });
        },
      }));
    await expect(failingWith('auth/user-not-found').revokeAll('gone')).resolves.toBeUndefined();
    await expect(
      failingWith('auth/invalid-uid').revokeAll('x'.repeat(200)),
    ).resolves.toBeUndefined();
    await expect(failingWith('auth/internal-error').revokeAll('user-1')).rejects.toThrow(
      'auth/internal-error',
    );
    const forDeletedAccount = defineRevokeSessions(() => failingWith('auth/user-not-found'));
    expect(await forDeletedAccount.run(callableRequest({}, { uid: 'deleted-user' }))).toEqual({
      revoked: true,
    });
  });

  it('asks Firebase Auth to revoke exactly the given account', async () => {
    const asked: string[] = [];
    const revoker = adminSessionRevoker(() => ({
      revokeRefreshTokens: async (uid: string) => {
        asked.push(uid);
      },
    }));
    await revoker.revokeAll('user-9');
    expect(asked).toEqual(['user-9']);
  });
});
