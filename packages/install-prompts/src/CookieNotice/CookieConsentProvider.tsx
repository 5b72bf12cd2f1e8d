import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  acceptAllCookies,
  declineOptionalCookies,
  mayLoadAnalytics,
  mayLoadMarketing,
  readCookieConsent,
  saveCookiePreferences,
  shouldShowCookieNotice,
  type CookieConsent,
} from '../cookieConsent/cookieConsent';
import type { StorageLike } from '../platform/webStorage';

export interface CookieConsentController {
  consent: CookieConsent;
  /** No answer stored yet (shell.md §4). */
  isNoticeVisible: boolean;
  /** Load analytics (or marketing) code only when these say so. */
  analyticsAllowed: boolean;
  marketingAllowed: boolean;
  acceptAll(): void;
  decline(): void;
  /** Customise: essential stays on; the two others as chosen. */
  save(choices: { analytics: boolean; marketing: boolean }): void;
  /** The footer's "Cookie Settings": opens the preferences, whatever was answered before. */
  openSettings(): void;
  isSettingsOpen: boolean;
  setSettingsOpen(isOpen: boolean): void;
}

const CookieConsentContext = createContext<CookieConsentController | null>(null);

/**
 * The visitor's cookie answer for the whole page, so the notice, the footer's Cookie Settings
 * button and the analytics loader read one state. `onChange` hears every new answer (load the
 * analytics script there once `mayLoadAnalytics` allows it).
 */
export function CookieConsentProvider({
  local,
  onChange,
  children,
}: {
  local: StorageLike;
  onChange?: (consent: CookieConsent) => void;
  children?: ReactNode;
}) {
  const [consent, setConsent] = useState(() => readCookieConsent(local));
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const controller = useMemo<CookieConsentController>(() => {
    const answer = (next: CookieConsent) => {
      setConsent(next);
      setSettingsOpen(false);
      onChange?.(next);
    };
    return {
      consent,
      isNoticeVisible: shouldShowCookieNotice(consent),
      analyticsAllowed: mayLoadAnalytics(consent),
      marketingAllowed: mayLoadMarketing(consent),
      acceptAll: () => answer(acceptAllCookies(local)),
      decline: () => answer(declineOptionalCookies(local)),
      save: (choices) => answer(saveCookiePreferences(local, choices)),
      openSettings: () => setSettingsOpen(true),
      isSettingsOpen,
      setSettingsOpen,
    };
  }, [consent, isSettingsOpen, local, onChange]);
  return (
    <CookieConsentContext.Provider value={controller}>{children}</CookieConsentContext.Provider>
  );
}

/** The cookie answer and its actions; only inside a `CookieConsentProvider`. */
export function useCookieConsent(): CookieConsentController {
  const controller = useContext(CookieConsentContext);
  if (!controller) {
    throw new Error('useCookieConsent needs a <CookieConsentProvider local={…}> around it.');
  }
  return controller;
}
