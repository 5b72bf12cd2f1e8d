import { nativeContext, type NativeContext } from './context';
import type { SharePayload } from './plugins';
import type { NativeToast } from './toast';

export const SHARE_TOASTS = {
  shared: { variant: 'success', title: 'Shared successfully!' },
  copied: { variant: 'success', title: 'Link copied!', description: 'Paste it anywhere to share' },
} as const satisfies Record<string, NativeToast>;

/** shell.md §8: when copying fails too, the link itself is shown to copy by hand. */
export function shareManuallyToast(url: string): NativeToast {
  return { variant: 'info', title: 'Share manually', description: url };
}

export type ShareResult = 'shared' | 'copied' | 'manual' | 'cancelled';

export interface ShareOutcome {
  result: ShareResult;
  /** Null when the user cancelled the share sheet: nothing to say. */
  toast: NativeToast | null;
}

/** The browser APIs the web path uses; `navigator` by default. */
export interface ShareBrowser {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Dismissing the share sheet: the web's AbortError, and the Capacitor Share plugin's rejection
 * whose message reads "Share canceled" on both Android and iOS.
 */
function isCancel(error: unknown): boolean {
  if (error instanceof Error || error instanceof DOMException) {
    return error.name === 'AbortError' || /cancel/i.test(error.message);
  }
  return false;
}

/** What is copied when sharing is unavailable: the text and the link (travel.md §8). */
export function shareClipboardText({ text, url }: SharePayload): string {
  return text ? `${text} ${url}` : url;
}

/**
 * shell.md §7, §8: the native share sheet or the web share API, then "Shared successfully!";
 * without share support, or on a failure other than the user cancelling, the text and link go
 * to the clipboard ("Link copied!"); when that fails too, "Share manually" shows the link.
 */
export async function shareContent(
  payload: SharePayload,
  context: NativeContext = nativeContext(),
  browser: ShareBrowser = navigator,
): Promise<ShareOutcome> {
  try {
    if (context.platform.isNative) {
      await (await context.plugins.share()).share(payload);
      return { result: 'shared', toast: SHARE_TOASTS.shared };
    }
    if (typeof browser.share === 'function' && (browser.canShare?.(payload) ?? true)) {
      await browser.share.call(browser, payload);
      return { result: 'shared', toast: SHARE_TOASTS.shared };
    }
  } catch (error) {
    if (isCancel(error)) return { result: 'cancelled', toast: null };
  }
  try {
    if (!browser.clipboard) throw new Error('Clipboard unavailable');
    await browser.clipboard.writeText(shareClipboardText(payload));
    return { result: 'copied', toast: SHARE_TOASTS.copied };
  } catch {
    return { result: 'manual', toast: shareManuallyToast(payload.url) };
  }
}
