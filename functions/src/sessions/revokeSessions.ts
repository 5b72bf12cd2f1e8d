import { revokeSessions as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';
import { firebaseSessionRevoker, type SessionRevoker } from './sessionRevoker';

/** The handler over any revoker; the deployed function uses Firebase Auth's. */
export function defineRevokeSessions(revoker: SessionRevoker) {
  return defineCallable(contract, async (_request, { uid }) => {
    await revoker.revokeAll(uid);
    return { revoked: true as const };
  });
}

/** `revoke-sessions` {} → {revoked: true}: signs the caller out on every device. */
export const revokeSessions = defineRevokeSessions(firebaseSessionRevoker);
