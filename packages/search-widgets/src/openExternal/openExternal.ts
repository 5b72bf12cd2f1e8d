/**
 * The one way the widgets open a partner's page (travel.md §7 "opened through a shared
 * external-link helper"): a new tab that gets neither a handle on this page (`noopener`, so the
 * partner cannot navigate it) nor its address (`noreferrer`). Only http(s) addresses are opened: a
 * `javascript:` or `data:` URL would run in, or spoof, the page the widget sits on.
 *
 * With `noopener` the browser returns null from `window.open` even when the tab opened, so a
 * blocked popup cannot be told apart; the fallback covers pages where `window.open` is missing or
 * throws (some in-app browsers and sandboxed frames): a link with the same target and rel, clicked.
 */
export function openExternal(url: string): void {
  const address = new URL(url);
  if (address.protocol !== 'https:' && address.protocol !== 'http:') {
    throw new TypeError(`openExternal opens only http(s) addresses, not ${address.protocol}`);
  }
  try {
    if (typeof window.open === 'function') {
      window.open(address.href, '_blank', 'noopener,noreferrer');
      return;
    }
  } catch {
    // Fall through to the link below.
  }
  const link = document.createElement('a');
  link.href = address.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.click();
}
