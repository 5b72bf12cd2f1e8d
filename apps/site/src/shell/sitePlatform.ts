import {
  browserInstallPlatform,
  detectBrowser,
  memoryStorage,
  type InstallPlatform,
} from '@voyagent/install-prompts';

/**
 * The build's prerender has no window: a page rendered there is a first visit in an ordinary
 * browser tab, with nothing stored, no install prompt and no toasts.
 */
function prerenderPlatform(): InstallPlatform {
  const never = () => () => undefined;
  return {
    local: memoryStorage(),
    session: memoryStorage(),
    now: () => Date.now(),
    notify: () => undefined,
    browser: detectBrowser('', { serviceWorker: false, beforeInstallPrompt: false }),
    display: {},
    isMobile: false,
    referrer: '',
    pageUrl: '',
    subscribeInstallPrompt: never,
    subscribeAppInstalled: never,
    reload: () => undefined,
  };
}

/**
 * The page's install platform (storages, clock, ui-kit toasts, the browser's install events),
 * made once: the providers re-subscribe whenever they are handed a new one.
 */
export const sitePlatform: InstallPlatform =
  typeof window === 'undefined' ? prerenderPlatform() : browserInstallPlatform(window);
