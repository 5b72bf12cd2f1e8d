/** Finding accounts in Firebase Auth, behind an interface so handler tests need no Auth server. */
import { getAuth, type UserRecord } from 'firebase-admin/auth';

/** An account as a role change needs it: who, and whether its e-mail address is proven. */
export interface DirectoryAccount {
  uid: string;
  emailVerified: boolean;
}

export interface UserDirectory {
  /** The account with this e-mail, or undefined when there is none. */
  accountByEmail(email: string): Promise<DirectoryAccount | undefined>;
  /** The account with this uid, or undefined when there is none. */
  accountById(uid: string): Promise<DirectoryAccount | undefined>;
}

const isNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/**
 * Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set, as the functions emulator does). Other failures propagate.
 */
export const firebaseUserDirectory: UserDirectory = {
  accountByEmail: (email) => found(getAuth().getUserByEmail(email)),
  accountById: (uid) => found(getAuth().getUser(uid)),
};

async function found(lookup: Promise<UserRecord>): Promise<DirectoryAccount | undefined> {
  try {
    const { uid, emailVerified } = await lookup;
    return { uid, emailVerified };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
