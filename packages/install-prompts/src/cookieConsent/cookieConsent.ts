import {
  parseJsonObject,
  readValidated,
  removeItem,
  writeItem,
  type StorageLike,
} from '../platform/webStorage';

/** shell.md §3: local storage keys of the cookie notice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';

/** shell.md §4: the answers that close the cookie notice. */
export const COOKIE_CONSENT_VALUES = ['accepted', 'declined', 'customized'] as const;
export type CookieConsentValue = (typeof COOKIE_CONSENT_VALUES)[number];

export interface CookiePreferences {
  /** Needed for the site to work, so never optional. */
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieConsent {
  /** Null until the visitor answers: the notice shows. */
  consent: CookieConsentValue | null;
  preferences: CookiePreferences;
}

const NOTHING_ALLOWED: CookiePreferences = { essential: true, analytics: false, marketing: false };
const EVERYTHING_ALLOWED: CookiePreferences = { essential: true, analytics: true, marketing: true };

function parseConsent(raw: string): CookieConsentValue | null {
  return (COOKIE_CONSENT_VALUES as readonly string[]).includes(raw)
    ? (raw as CookieConsentValue)
    : null;
}

/** `essential` is always true, whatever is stored; the other two must be booleans. */
export function parseCookiePreferences(raw: string): CookiePreferences | null {
  const value = parseJsonObject(raw);
  if (!value || typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') {
    return null;
  }
  return { essential: true, analytics: value.analytics, marketing: value.marketing };
}

/**
 * The stored answer. Accepted and declined imply their preferences when those are missing or
 * corrupt; a customized answer without readable preferences is no answer (the visitor's choices
 * are unknown), so it is discarded and the notice asks again rather than guess.
 */
export function readCookieConsent(local: StorageLike): CookieConsent {
  const consent = readValidated(local, COOKIE_CONSENT_KEY, parseConsent);
  const stored = readValidated(local, COOKIE_PREFERENCES_KEY, parseCookiePreferences);
  switch (consent) {
    case 'accepted':
      return { consent, preferences: stored ?? EVERYTHING_ALLOWED };
    case 'declined':
      return { consent, preferences: NOTHING_ALLOWED };
    case 'customized':
      if (stored) return { consent, preferences: stored };
      removeItem(local, COOKIE_CONSENT_KEY);
      return { consent: null, preferences: NOTHING_ALLOWED };
    case null:
      return { consent: null, preferences: NOTHING_ALLOWED };
  }
}

function save(local: StorageLike, consent: CookieConsentValue, preferences: CookiePreferences) {
  writeItem(local, COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  writeItem(local, COOKIE_CONSENT_KEY, consent);
  return { consent, preferences };
}

export function acceptAllCookies(local: StorageLike): CookieConsent {
  return save(local, 'accepted', EVERYTHING_ALLOWED);
}

export function declineOptionalCookies(local: StorageLike): CookieConsent {
  return save(local, 'declined', NOTHING_ALLOWED);
}

export function saveCookiePreferences(
  local: StorageLike,
  choices: { analytics: boolean; marketing: boolean },
): CookieConsent {
  return save(local, 'customized', {
    essential: true,
    analytics: choices.analytics === true,
    marketing: choices.marketing === true,
  });
}

/** shell.md §4: the notice shows until cookie-consent holds accepted, declined or customized. */
export function shouldShowCookieNotice({ consent }: CookieConsent): boolean {
  return consent === null;
}

/** Analytics code loads only after the visitor allowed it. */
export function mayLoadAnalytics({ consent, preferences }: CookieConsent): boolean {
  return consent !== null && preferences.analytics;
}

export function mayLoadMarketing({ consent, preferences }: CookieConsent): boolean {
  return consent !== null && preferences.marketing;
}
