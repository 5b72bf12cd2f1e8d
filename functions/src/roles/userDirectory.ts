/** Finding accounts in Firebase Auth, behind an interface so handler tests need no Auth server. */
import { getAuth } from 'firebase-admin/auth';

export interface UserDirectory {
  /** The uid of the account with this e-mail, or undefined when there is none. */
  uidForEmail(email: string): Promise<string | undefined>;
  /** Whether an account with this uid exists. */
  hasUser(uid: string): Promise<boolean>;
}

const isNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/**
 * Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set, as the functions emulator does). Other failures propagate.
 */
export const firebaseUserDirectory: UserDirectory = {
  async uidForEmail(email) {
    try {
      return (await getAuth().getUserByEmail(email)).uid;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  },
  async hasUser(uid) {
    try {
      await getAuth().getUser(uid);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  },
};
