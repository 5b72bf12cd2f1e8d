import { SITE_PATHS } from '@voyagent/contracts/names';
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { backend, type Profile } from '../firebase/callables';
import { auth } from '../firebase/client';
import { connectAuthStore, useAuthStore } from './authStore';

/** Session storage key of the page to return to after sign-in or sign-up (shell.md §3). */
export const AUTH_REDIRECT_KEY = 'authRedirect';

/** Where the verification e-mail's link continues to (shell.md §7: origin + /email-verify). */
export const EMAIL_VERIFY_PATH = SITE_PATHS.emailVerify;

export function emailVerifyUrl(origin: string = window.location.origin): string {
  return `${origin}${EMAIL_VERIFY_PATH}`;
}

/**
 * Profile reads and writes are numbered so that only the newest one lands in the store: at sign-up
 * the session listener's read starts before the save, and must not overwrite the saved name.
 */
let latestProfileRequest = 0;

async function updateProfile(request: () => Promise<Profile>): Promise<void> {
  const id = ++latestProfileRequest;
  const profile = await request();
  if (id === latestProfileRequest) useAuthStore.getState().profileChanged(profile);
}

export function startSession(): () => void {
  return connectAuthStore((listener) =>
    onAuthStateChanged(auth, (user) => {
      listener(user ? { uid: user.uid, email: user.email ?? '' } : null);
      // The greeting is optional; the page works without a profile.
      if (user) updateProfile(() => backend.getProfile({})).catch(() => {});
    }),
  );
}

export async function signUp(email: string, password: string, fullName: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await Promise.all([
    updateProfile(() => backend.saveProfile({ fullName: fullName.trim() })),
    // The account exists by now, so a failed send must not report the sign-up as failed (a retry
    // would only meet "e-mail already in use"); /email-verify offers to resend.
    sendEmailVerification(user, { url: emailVerifyUrl() }).catch(() => {}),
  ]);
}

/** Re-reads the signed-in user from Auth; null when signed out, else whether the e-mail is verified. */
export async function reloadEmailVerified(): Promise<boolean | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  return user.emailVerified;
}

/** Sends the verification e-mail again to the signed-in user. */
export async function resendVerificationEmail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Please sign in to continue.');
  await sendEmailVerification(user, { url: emailVerifyUrl() });
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/** shell.md §4: the local state is cleared first, then the provider session. */
export async function signOut(): Promise<void> {
  useAuthStore.getState().sessionChanged(null);
  await firebaseSignOut(auth);
}

/** Where to go after signing in: the stored page (once), else home. */
export function takeAuthRedirect(): string {
  const target = sessionStorage.getItem(AUTH_REDIRECT_KEY);
  sessionStorage.removeItem(AUTH_REDIRECT_KEY);
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}
