export { createRecaptchaV3, RECAPTCHA_LOAD_TIMEOUT_MS, RECAPTCHA_SCRIPT_URL } from './recaptchaV3';
export type { HumanCheckTokenSource, RecaptchaV3Options } from './recaptchaV3';
