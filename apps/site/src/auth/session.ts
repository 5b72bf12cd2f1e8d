import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { backend, type Profile } from '../firebase/callables';
import { auth } from '../firebase/client';
import { connectAuthStore, useAuthStore } from './authStore';

/** Session storage key of the page to return to after sign-in or sign-up (shell.md §3). */
export const AUTH_REDIRECT_KEY = 'authRedirect';

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
  await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(() => backend.saveProfile({ fullName: fullName.trim() }));
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
