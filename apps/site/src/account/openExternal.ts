import { openCheckout } from '../native/nativeApp';

/**
 * Goes to a checkout or billing-portal URL (travel.md §4): in this tab, or in the in-app browser
 * inside the native app.
 */
export function goTo(url: string): void {
  openCheckout(url);
}
