import { createRecaptchaV3, type HumanCheckTokenSource } from '@voyagent/auth-dialog/recaptcha';

/**
 * The token the emulator build sends: the Functions emulator's local reCAPTCHA provider passes
 * every token but its documented failing one, so sign-in and sign-up run the real check path.
 */
export const EMULATOR_HUMAN_CHECK_TOKEN = 'local-human-check';

export interface HumanCheckSettings {
  /** VITE_RECAPTCHA_SITE_KEY: Google reCAPTCHA v3's public site key. */
  siteKey?: string;
  /** True in the emulator build (VITE_FIREBASE_EMULATOR_HOST set). */
  emulator: boolean;
}

/**
 * Where sign-in and sign-up get their human-check token: reCAPTCHA v3 with a site key; the local
 * provider's token in the emulator; otherwise none, and the check is skipped (shell.md §5).
 */
export function humanCheckTokenSource({
  siteKey,
  emulator,
}: HumanCheckSettings): HumanCheckTokenSource {
  if (siteKey?.trim() || !emulator) return createRecaptchaV3({ siteKey });
  return {
    prepare: () => {},
    getToken: () => Promise.resolve(EMULATOR_HUMAN_CHECK_TOKEN),
  };
}
