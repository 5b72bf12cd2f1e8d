import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { noFields } from './payload';

/**
 * `revoke-sessions` {} → {revoked: true}: the global part of sign-out (shell.md §4, §7). Every
 * refresh token of the caller's account stops working, so other devices are signed out when
 * their current session next renews (within the hour); this device then signs out locally.
 */
export const revokeSessions = defineCallableContract({
  name: FUNCTION_NAMES.revokeSessions,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.revokeSessions),
  response: z.strictObject({ revoked: z.literal(true) }),
  errors: {},
});
