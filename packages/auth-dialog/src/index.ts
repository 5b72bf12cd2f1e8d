// Public API of @voyagent/auth-dialog; the reCAPTCHA v3 loader is its own entry
// (`@voyagent/auth-dialog/recaptcha`), so hosts without it never bundle it.
export * from './AuthDialog';
export * from './authFlow';
export * from './signUpRules';
