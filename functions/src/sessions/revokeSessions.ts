import { revokeSessions as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';
import { sessionRevokerFor, type SessionRevoker } from './sessionRevoker';

/** The handler over any revoker; the deployed function picks one per call (sessionRevokerFor). */
export function defineRevokeSessions(revoker: () => SessionRevoker) {
  return defineCallable(contract, async (_request, { uid }) => {
    await revoker().revokeAll(uid);
    return { revoked: true as const };
  });
}

/**
 * `revoke-sessions` {} → {revoked: true}: signs the caller out on every device. The revoker is
 * chosen at each call, from the environment the function runs in, never at load time.
 */
export const revokeSessions = defineRevokeSessions(() => sessionRevokerFor());
