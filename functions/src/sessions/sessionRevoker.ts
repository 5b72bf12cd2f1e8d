/** Ending an account's sessions in Firebase Auth, behind an interface so handler tests need no Auth server. */
import { getAuth } from 'firebase-admin/auth';

export interface SessionRevoker {
  /** Invalidates every refresh token the account holds. */
  revokeAll(uid: string): Promise<void>;
}

/** Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export const firebaseSessionRevoker: SessionRevoker = {
  revokeAll: (uid) => getAuth().revokeRefreshTokens(uid),
};
