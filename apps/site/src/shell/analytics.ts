import { useEffect } from 'react';
import { useCookieConsent } from '@voyagent/install-prompts';

const ANALYTICS_SCRIPT_MARK = 'data-voyagent-analytics';

/**
 * Adds the operator's analytics script (`VITE_ANALYTICS_SCRIPT_URL`; its origin needs an entry
 * in firebase.json's script-src) to the page, once. Without one configured it loads nothing.
 * Call it only through `useAnalyticsAfterConsent`: the visitor's consent comes first.
 */
export function loadAnalytics(
  src: string | undefined = import.meta.env.VITE_ANALYTICS_SCRIPT_URL,
  doc: Document = document,
): boolean {
  if (!src || doc.querySelector(`script[${ANALYTICS_SCRIPT_MARK}]`)) return false;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(ANALYTICS_SCRIPT_MARK, '');
  doc.head.append(script);
  return true;
}

/**
 * shell.md §4, issue 11: analytics code loads only once the cookie answer allows it, at start
 * (an earlier answer) or the moment the visitor gives it. A later withdrawal takes effect on the
 * next page load, as a loaded script cannot be taken back.
 */
export function useAnalyticsAfterConsent(load: () => void = loadAnalytics) {
  const { analyticsAllowed } = useCookieConsent();
  useEffect(() => {
    if (analyticsAllowed) load();
  }, [analyticsAllowed, load]);
}
