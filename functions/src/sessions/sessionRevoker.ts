/** Ending an account's sessions in Firebase Auth, behind an interface so handler tests need no Auth server. */
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { ProviderEnvironment } from '../config/providers';

export interface SessionRevoker {
  /** Invalidates every refresh token the account holds. */
  revokeAll(uid: string): Promise<void>;
}

/** Auth's answers for an account it does not hold (deleted since its ID token was issued). */
const UNKNOWN_ACCOUNT_CODES = new Set(['auth/user-not-found', 'auth/invalid-uid']);
const isUnknownAccount = (error: unknown) =>
  UNKNOWN_ACCOUNT_CODES.has(String((error as { code?: unknown } | null)?.code));

/**
 * Firebase Auth through firebase-admin. An account Auth does not know holds no refresh token, so
 * there is nothing left to revoke: that is success, not a failure. Other failures propagate (and
 * defineCallable answers them as internal, without details).
 */
export function adminSessionRevoker(auth: () => Pick<Auth, 'revokeRefreshTokens'>): SessionRevoker {
  return {
    async revokeAll(uid) {
      try {
        await auth().revokeRefreshTokens(uid);
      } catch (error) {
        if (!isUnknownAccount(error)) throw error;
      }
    },
  };
}

export const firebaseSessionRevoker = adminSessionRevoker(getAuth);

/**
 * The functions emulator started without the Auth emulator (the in-process suites such as the
 * fuzz tests): no Auth service runs, so none ever issued a refresh token and none can be revoked.
 */
export const noAuthServiceRevoker: SessionRevoker = { revokeAll: async () => undefined };

export interface SessionEnvironment extends ProviderEnvironment {
  /** Set by the Firebase CLI for the functions it runs when the Auth emulator runs too. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

/**
 * The provider rule (config/providers.ts) for Auth. Unlike a keyed service, Auth is never
 * "unconfigured" where it exists: a deployed project (demo mode included) always has Firebase Auth
 * and the runtime's own credentials, and the Auth emulator announces itself, so both get the
 * Admin SDK and a real revocation. Only in the functions emulator without the Auth emulator is
 * there no Auth at all; there the Admin SDK would aim at a production service the demo project
 * cannot reach and fail every call, while the truthful answer is that no session exists. No
 * refusal branch: outside the emulator Auth is always present.
 */
export function sessionRevokerFor(env: SessionEnvironment = process.env): SessionRevoker {
  if (env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    return noAuthServiceRevoker;
  }
  return firebaseSessionRevoker;
}
