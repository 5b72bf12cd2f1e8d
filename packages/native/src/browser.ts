import { nativeContext, type NativeContext } from './context';

/**
 * travel.md §4: checkout goes to the URL the server returned, or opens it in an in-app browser
 * on the native wrapper (the Browser plugin: SFSafariViewController, Custom Tabs), so the app
 * stays underneath and the payment page is the provider's own. On the web, and in the app when
 * the plugin fails (its error swallowed, shell.md §8), the page itself goes there.
 */
export async function openCheckoutUrl(
  url: string,
  context: NativeContext = nativeContext(),
  goTo: (url: string) => void = (target) => window.location.assign(target),
): Promise<void> {
  if (context.platform.isNative) {
    try {
      await (await context.plugins.browser()).open(url);
      return;
    } catch {
      // Fall through: the web view itself can still show the checkout.
    }
  }
  goTo(url);
}
