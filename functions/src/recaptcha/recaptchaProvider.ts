/**
 * The human check behind `verify-recaptcha` (shell.md §5, §7). Google's siteverify when a secret
 * is configured; otherwise, in the emulator or demo mode only, a local provider so sign-up and
 * sign-in work offline (config/providers.ts).
 */
import { verifyRecaptcha, type RecaptchaAction } from '@voyagent/contracts';
import type { ServerConfig } from '../config/config';
import {
  localProvidersAllowed,
  refuseUnconfigured,
  type ProviderEnvironment,
} from '../config/providers';

/** The texts the client shows (shell.md §5, §8), from the contract. */
export const RECAPTCHA_FAILED = verifyRecaptcha.errors.failed;
export const SECURITY_CHECK_FAILED = verifyRecaptcha.errors.securityCheckFailed;

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google answers in well under a second; a stuck call must not hold a sign-up forever. */
export const SITEVERIFY_TIMEOUT_MS = 5000;

/** With the local provider, this token always fails, so the client's failure path can be tried. */
export const LOCAL_FAILING_TOKEN = 'local-fail';

export type RecaptchaResult = { success: true } | { success: false; error: string };

export interface RecaptchaCheck {
  token: string;
  action: RecaptchaAction;
  /** The caller's address, passed to Google as remoteip when known. */
  remoteIp: string | undefined;
}

export interface RecaptchaProvider {
  verify(check: RecaptchaCheck): Promise<RecaptchaResult>;
}

/** Offline (emulator or demo mode): any non-empty token passes except LOCAL_FAILING_TOKEN. */
export const localRecaptchaProvider: RecaptchaProvider = {
  verify: async ({ token }) =>
    token && token !== LOCAL_FAILING_TOKEN
      ? { success: true }
      : { success: false, error: RECAPTCHA_FAILED },
};

/** Fields of Google's answer this code reads (reCAPTCHA v3 carries score and action). */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
}

/**
 * Google's siteverify: POST form-encoded secret, response and remoteip. Passes only when Google
 * reports success, the token was issued for the same action, and (v3) the score reaches minScore.
 * Network failures, timeouts and unreadable answers fail closed.
 */
export function googleRecaptchaProvider(options: {
  secret: string;
  minScore: number;
  fetch: typeof globalThis.fetch;
}): RecaptchaProvider {
  return {
    async verify({ token, action, remoteIp }) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await options.fetch(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return { success: false, error: SECURITY_CHECK_FAILED };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return { success: false, error: SECURITY_CHECK_FAILED };
      }
      if (answer === null || typeof answer !== 'object' || answer.success !== true) {
        return { success: false, error: RECAPTCHA_FAILED };
      }
      if (answer.action !== undefined && answer.action !== action) {
        return { success: false, error: RECAPTCHA_FAILED };
      }
      if (
        answer.score !== undefined &&
        !(typeof answer.score === 'number' && answer.score >= options.minScore)
      ) {
        return { success: false, error: RECAPTCHA_FAILED };
      }
      return { success: true };
    },
  };
}

/**
 * Google's adapter when RECAPTCHA_SECRET_KEY is set; else the local provider where local providers
 * may run; else a failed-precondition refusal: a deployment without the key passes nobody.
 */
export function recaptchaProviderFor(
  config: Pick<ServerConfig, 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_MIN_SCORE'> & ProviderEnvironment,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): RecaptchaProvider {
  if (!config.RECAPTCHA_SECRET_KEY) {
    if (localProvidersAllowed(config)) return localRecaptchaProvider;
    refuseUnconfigured({
      name: 'The human check',
      key: 'RECAPTCHA_SECRET_KEY',
      unavailable: SECURITY_CHECK_FAILED,
    });
  }
  return googleRecaptchaProvider({
    secret: config.RECAPTCHA_SECRET_KEY,
    minScore: config.RECAPTCHA_MIN_SCORE,
    fetch,
  });
}
