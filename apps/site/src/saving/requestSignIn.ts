import { requestSignIn } from '../auth/requestSignIn';

/**
 * How saving asks a visitor to sign in: the one seam between save-button and the auth flow. It
 * opens the site's sign-in dialog; the save that asked waits in the save provider, which retries
 * it (after importing the guest saves) as soon as the session appears, so nothing needs to run on
 * the dialog's success here.
 */
export function requestSignInForSave(): void {
  requestSignIn();
}
