/**
 * What the dialog needs from a backend. The host wires it (the site to Firebase Auth, stories to
 * fakes); the package never imports a backend SDK.
 *
 * A rejected call should carry the text to show as its `message` (the server's message, in the
 * host's words); an empty message falls back to the spec's texts ("Failed to sign in", …).
 */
export interface AuthCredentials {
  email: string;
  password: string;
}

export interface SignUpRequest extends AuthCredentials {
  /** Trimmed; required by the form. */
  fullName: string;
}

/** The human check's action names (shell.md §7): sign-in is checked as `login`. */
export type HumanCheckAction = 'login' | 'signup';

/** The human check's answer, as verify-recaptcha gives it (shell.md §7). */
export interface HumanCheckResult {
  success: boolean;
  error?: string;
}

interface AuthCalls {
  signIn(credentials: AuthCredentials): Promise<void>;
  signUp(request: SignUpRequest): Promise<void>;
  /** Sends the password-reset e-mail. */
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the sign-up verification e-mail again. */
  resendVerification(email: string): Promise<void>;
}

/**
 * The human check (shell.md §5), optional as a pair: a token source and its verification.
 * `prepareHumanCheck` is called when a form opens, so a script can load before the first submit.
 * A token of null or '' means "no token supplied": the check is skipped.
 */
interface HumanCheckCalls {
  prepareHumanCheck?(): void;
  getHumanCheckToken(action: HumanCheckAction): Promise<string | null>;
  verifyHumanCheck(check: { token: string; action: HumanCheckAction }): Promise<HumanCheckResult>;
}

type NoHumanCheck = { [Key in keyof HumanCheckCalls]?: undefined };

export type AuthAdapter = AuthCalls & (HumanCheckCalls | NoHumanCheck);
