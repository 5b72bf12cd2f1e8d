/** Deleting sign-in accounts in Firebase Auth, behind an interface so handler tests need no Auth server. */
import { getAuth } from 'firebase-admin/auth';

export interface AuthAccounts {
  /** Deletes the sign-in account; one already gone counts as deleted. */
  remove(uid: string): Promise<void>;
}

const isNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export const firebaseAuthAccounts: AuthAccounts = {
  remove: async (uid) => {
    try {
      await getAuth().deleteUser(uid);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  },
};
