import type { AuthAdapter } from '@voyagent/auth-dialog';
import { backend } from '../firebase/callables';
import { loadAuthSdk } from '../firebase/sdk';
import { toDialogError } from './authErrors';
import { humanCheckTokenSource } from './humanCheck';
import { resendVerificationEmail, sendPasswordReset, signUp } from './session';

const humanCheck = humanCheckTokenSource({
  siteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY,
  emulator: Boolean(import.meta.env.VITE_FIREBASE_EMULATOR_HOST),
});

/** Rejects with the text the dialog shows (or '' for its fallback), never the SDK's own. */
async function shown(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw toDialogError(error);
  }
}

/**
 * Firebase verifies the e-mail of the signed-in account only, so a resend asks for that account:
 * a visitor who is signed out signs in first (the app does not block unverified accounts).
 */
export const RESEND_NEEDS_SIGN_IN =
  'Sign in with this e-mail first, then ask for the verification e-mail again.';

/**
 * The auth dialog's backend: Firebase Auth and the verify-recaptcha callable. The SDK comes
 * through its loader (already fetched by the session by then), so /auth's first load is the form.
 */
export const firebaseAuthAdapter: AuthAdapter = {
  signIn: ({ email, password }) =>
    shown(async () => {
      const { auth, signInWithEmailAndPassword } = await loadAuthSdk();
      await signInWithEmailAndPassword(auth, email, password);
    }),
  signUp: ({ email, password, fullName }) => shown(() => signUp(email, password, fullName)),
  sendPasswordReset: (email) => shown(() => sendPasswordReset(email)),
  resendVerification: async (email) => {
    const { auth } = await loadAuthSdk();
    if (auth.currentUser?.email?.toLowerCase() !== email.toLowerCase()) {
      throw new Error(RESEND_NEEDS_SIGN_IN);
    }
    await shown(resendVerificationEmail);
  },
  prepareHumanCheck: () => humanCheck.prepare(),
  getHumanCheckToken: (action) => humanCheck.getToken(action),
  verifyHumanCheck: (check) => backend.verifyRecaptcha(check),
};
