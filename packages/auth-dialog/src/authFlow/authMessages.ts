/** The dialog's failure texts (shell.md §5, §8; travel.md §8) and how a server error becomes one. */
export const authMessages = {
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to sign up',
  unexpected: 'An unexpected error occurred',
  humanCheckFailed: 'reCAPTCHA verification failed. Please try again.',
  securityCheckFailed: 'Security verification failed. Please try again.',
} as const;

export type AuthFormAction = 'signin' | 'signup' | 'reset' | 'resend';

const fallbackByAction: Record<AuthFormAction, string> = {
  signin: authMessages.signInFailed,
  signup: authMessages.signUpFailed,
  reset: authMessages.unexpected,
  resend: authMessages.unexpected,
};

/** A status suffix some web SDKs append to a server message: "Invalid login [400]". */
const STATUS_SUFFIX = /\s*\[\d{3}\]\s*$/;

/** The server's text without its HTTP status suffix and surrounding blanks. */
export function stripStatusSuffix(message: string): string {
  return message.replace(STATUS_SUFFIX, '').trim();
}

/**
 * What to show for a failed call: the server's message when it carries one, else the action's
 * fallback; anything that is not an error-like object is unexpected.
 */
export function authErrorText(error: unknown, action: AuthFormAction): string {
  if (typeof error !== 'object' || error === null) return authMessages.unexpected;
  const { message } = error as { message?: unknown };
  const text = typeof message === 'string' ? stripStatusSuffix(message) : '';
  return text || fallbackByAction[action];
}

/** shell.md §5: a check that did not report success stops with its error text, else ours. */
export function humanCheckFailureText(error: unknown): string {
  const text = typeof error === 'string' ? stripStatusSuffix(error) : '';
  return text || authMessages.humanCheckFailed;
}
