/** travel.md §8: the server's message when it has one we can show, else the action's fallback. */
export const authFallbacks = {
  signIn: 'Failed to sign in',
  signUp: 'Failed to sign up',
  unexpected: 'An unexpected error occurred',
} as const;

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

export function authErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return authFallbacks.unexpected;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && messagesByCode[code]) return messagesByCode[code];
  if (code === 'auth/weak-password' && typeof message === 'string') {
    return message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/weak-password\)\.?$/, '');
  }
  return fallback;
}
