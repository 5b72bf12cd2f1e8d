import { SITE_PATHS } from '@voyagent/contracts/names';
import { toast } from '@voyagent/ui-kit';
import { loadBackend } from '../firebase/backendLoader';
import type { Profile } from '../firebase/callables';
import { loadAuthSdk, pageMayHoldSession, whenAuthSdkLoads } from '../firebase/sdk';
import { rememberSignedIn } from '../firebase/sessionHint';
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

/** Past this, a guest's session settles even on a page that never goes idle. */
const GUEST_SETTLES_WITHIN_MS = 1_000;

/** Runs `run` once the browser is idle; the answer cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: GUEST_SETTLES_WITHIN_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/**
 * Follows Firebase's session once its SDK has loaded (after the first paint). Should the SDK
 * never load (offline on a first visit), the store's loading timeout ends as signed out. A
 * browser that cannot hold a session (never signed in, nothing Firebase stored: a first visit)
 * is a guest once idle, and its page never loads the SDK for that; the session follows the SDK
 * from whenever something loads it (the sign-in form, a callable's token).
 */
export function startSession(): () => void {
  return connectAuthStore((listener) => {
    let stopped = false;
    let unsubscribe = () => {};
    let stopWatching = () => {};
    const follow = (loading: ReturnType<typeof loadAuthSdk>) => {
      loading
        .then(({ auth, onAuthStateChanged }) => {
          if (stopped) return;
          unsubscribe = onAuthStateChanged(auth, (user) => {
            rememberSignedIn(user !== null);
            listener(user ? { uid: user.uid, email: user.email ?? '' } : null);
            // The greeting is optional; the page works without a profile.
            if (user)
              updateProfile(async () => (await loadBackend()).getProfile({})).catch(() => {});
          });
        })
        .catch(() => {});
    };
    void pageMayHoldSession().then((may) => {
      if (stopped) return;
      if (may) {
        follow(loadAuthSdk());
        return;
      }
      // Once idle: the store's update re-renders synchronously, and while the page still
      // hydrates that would force the rest of hydration into one long task. The header shows a
      // guest's links meanwhile (sessionHint.ts), so nothing on screen waits for it.
      const cancelGuest = whenIdle(() => listener(null));
      const stopFollowing = whenAuthSdkLoads((loading) => {
        cancelGuest();
        follow(loading);
      });
      stopWatching = () => {
        cancelGuest();
        stopFollowing();
      };
    });
    return () => {
      stopped = true;
      stopWatching();
      unsubscribe();
    };
  });
}

export async function signUp(email: string, password: string, fullName: string): Promise<void> {
  const { auth, createUserWithEmailAndPassword, sendEmailVerification } = await loadAuthSdk();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await Promise.all([
    updateProfile(async () => (await loadBackend()).saveProfile({ fullName: fullName.trim() })),
    // The account exists by now, so a failed send must not report the sign-up as failed (a retry
    // would only meet "e-mail already in use"); /email-verify offers to resend.
    sendEmailVerification(user, { url: emailVerifyUrl() }).catch(() => {}),
  ]);
}

/** Re-reads the signed-in user from Auth; null when signed out, else whether the e-mail is verified. */
export async function reloadEmailVerified(): Promise<boolean | null> {
  const user = (await loadAuthSdk()).auth.currentUser;
  if (!user) return null;
  await user.reload();
  return user.emailVerified;
}

/** Sends the verification e-mail again to the signed-in user. */
export async function resendVerificationEmail(): Promise<void> {
  const { auth, sendEmailVerification } = await loadAuthSdk();
  const user = auth.currentUser;
  if (!user) throw new Error('Please sign in to continue.');
  await sendEmailVerification(user, { url: emailVerifyUrl() });
}

export async function signIn(email: string, password: string): Promise<void> {
  const { auth, signInWithEmailAndPassword } = await loadAuthSdk();
  await signInWithEmailAndPassword(auth, email, password);
}

/** How long sign-out waits for the global step before signing out here anyway (our choice). */
export const GLOBAL_SIGN_OUT_WAIT_MS = 5000;

/**
 * shell.md §4: the local state is cleared first, then the sign-out with global scope
 * (`revoke-sessions` ends the account's sessions on every other device), then the local one
 * (Firebase's sign-out in this browser, which every tab follows). The global step is best effort:
 * when it fails (offline) the person is still signed out here. When the local sign-out fails,
 * the state shows the session Firebase still holds.
 */
export async function signOut(): Promise<void> {
  useAuthStore.getState().sessionChanged(null);
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      loadBackend().then((backend) => backend.revokeSessions({})),
      new Promise((resolve) => {
        giveUp = setTimeout(resolve, GLOBAL_SIGN_OUT_WAIT_MS);
      }),
    ]);
  } catch {
    // Other devices keep their session until it ends; this one signs out below regardless.
  } finally {
    clearTimeout(giveUp);
  }
  const { auth, signOut: firebaseSignOut } = await loadAuthSdk();
  try {
    await firebaseSignOut(auth);
  } catch (error) {
    const user = auth.currentUser;
    useAuthStore
      .getState()
      .sessionChanged(user ? { uid: user.uid, email: user.email ?? '' } : null);
    throw error;
  }
}

export const signOutMessages = {
  success: 'Signed out successfully',
  failure: 'Failed to sign out',
} as const;

/** The top bar's Sign Out: signs out and says how it went (shell.md §4, §8). */
export async function signOutWithToast(): Promise<void> {
  try {
    await signOut();
    toast.success({ title: signOutMessages.success });
  } catch {
    toast.error({ title: signOutMessages.failure });
  }
}

/**
 * Sends the password-reset e-mail. An unknown address is answered like a known one, so the form
 * does not tell who has an account.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await loadAuthSdk();
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
  }
}

/** Only a path on this site may be a redirect target: never another origin (`//evil.example`). */
function isSitePath(target: string | null): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
}

/** Remembers the page to return to after sign-in or sign-up (shell.md §3); other values are ignored. */
export function rememberAuthRedirect(path: string): void {
  if (isSitePath(path)) sessionStorage.setItem(AUTH_REDIRECT_KEY, path);
}

/** Where to go after signing in: the stored page (once), else home. */
export function takeAuthRedirect(): string {
  const target = sessionStorage.getItem(AUTH_REDIRECT_KEY);
  sessionStorage.removeItem(AUTH_REDIRECT_KEY);
  return isSitePath(target) ? target : '/';
}
