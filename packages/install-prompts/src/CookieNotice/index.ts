export { CookieConsentProvider, useCookieConsent } from './CookieConsentProvider';
export type { CookieConsentController } from './CookieConsentProvider';
export { COOKIE_NOTICE_TEXTS, CookieNotice } from './CookieNotice';
