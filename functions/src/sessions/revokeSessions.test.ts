import { describe, expect, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { defineRevokeSessions } from './revokeSessions';
import type { SessionRevoker } from './sessionRevoker';

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
    const revokeSessions = defineRevokeSessions(revoker);
    expect(await revokeSessions.run(callableRequest({}, { uid: 'user-1' }))).toEqual({
      revoked: true,
    });
    expect(revoked).toEqual(['user-1']);
  });

  it('refuses a signed-out caller and extra fields, revoking nothing', async () => {
    const { revoked, revoker } = recordingRevoker();
    const revokeSessions = defineRevokeSessions(revoker);
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
      defineRevokeSessions(revoker).run(callableRequest({}, { uid: 'user-1' })),
    );
    expect(failure.code).toBe('internal');
    expect(failure.message).not.toContain('10.0.0.1');
  });
});
