import { toast } from '@voyagent/ui-kit/Toast';
import { detectBrowser } from '../browserInfo/browserInfo';
import type { InstallPromptEvent } from '../installState/attemptInstall';
import { memoryStorage, type StorageLike } from '../platform/webStorage';
import type { InstallPlatform } from './InstallPlatform';

/** shell.md §4, §9: the mobile variant is a touch window under 768 px (or native). */
const MOBILE_QUERY = '(max-width: 767px) and (pointer: coarse)';

/** Reading `localStorage` itself throws where storage is blocked (sandboxed frames). */
function storageOf(read: () => Storage): StorageLike {
  try {
    return read();
  } catch {
    return memoryStorage();
  }
}

/**
 * The install platform of a web page: its storages, clock, timers, ui-kit toasts and the
 * browser's install events. `isNative` marks a native shell (always the mobile variant).
 */
export function browserInstallPlatform(
  win: Window & typeof globalThis,
  { isNative = false }: { isNative?: boolean } = {},
): InstallPlatform {
  const { navigator, document } = win;
  // Missing in some embedded web views and in jsdom: no media query matches there.
  const matchMedia = (query: string) =>
    typeof win.matchMedia === 'function' ? win.matchMedia(query) : { matches: false };
  return {
    local: storageOf(() => win.localStorage),
    session: storageOf(() => win.sessionStorage),
    now: () => Date.now(),
    timers: win,
    notify: (spec) => toast[spec.variant](spec),
    browser: detectBrowser(navigator.userAgent, {
      serviceWorker: 'serviceWorker' in navigator,
      beforeInstallPrompt: 'onbeforeinstallprompt' in win,
      maxTouchPoints: navigator.maxTouchPoints,
    }),
    display: {
      matchMedia,
      navigatorStandalone: (navigator as { standalone?: unknown }).standalone,
      referrer: document.referrer,
    },
    isMobile: isNative || matchMedia(MOBILE_QUERY).matches,
    referrer: document.referrer,
    pageUrl: win.location.href,
    subscribeInstallPrompt(listener) {
      const onPrompt = (event: Event) => {
        // Keeps the browser's own mini-infobar away: the page shows the prompt when asked.
        event.preventDefault();
        listener(event as unknown as InstallPromptEvent);
      };
      win.addEventListener('beforeinstallprompt', onPrompt);
      return () => win.removeEventListener('beforeinstallprompt', onPrompt);
    },
    subscribeAppInstalled(listener) {
      win.addEventListener('appinstalled', listener);
      return () => win.removeEventListener('appinstalled', listener);
    },
    reload: () => win.location.reload(),
  };
}
