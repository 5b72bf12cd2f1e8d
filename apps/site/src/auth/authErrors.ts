/**
 * Firebase Auth's errors in the visitor's words. The dialog shows what this returns as the
 * server's message; '' leaves it to the dialog's fallback ("Failed to sign in", …), since the
 * SDK's own messages ("Firebase: Error (auth/internal-error).") mean nothing to a visitor.
 */
const messagesByCode: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/invalid-credential': 'Incorrect e-mail or password.',
  'auth/wrong-password': 'Incorrect e-mail or password.',
  'auth/user-not-found': 'Incorrect e-mail or password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'No connection to the server. Check your network and try again.',
};

export function firebaseAuthMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && messagesByCode[code]) return messagesByCode[code];
  // shell.md §5: the backend sets the password rules; its weak-password reasons are shown.
  if (code === 'auth/weak-password' && typeof message === 'string') {
    return message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/weak-password\)\.?$/, '');
  }
  return '';
}

/** A rejection the dialog shows: the message above, or its fallback when that is ''. */
export function toDialogError(error: unknown): Error {
  return new Error(firebaseAuthMessage(error));
}
