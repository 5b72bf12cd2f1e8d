import { detectBrowser, type BrowserInfo } from '../browserInfo/browserInfo';
import type { InstallPromptEvent } from '../installState/attemptInstall';
import type { ToastSpec } from '../installToasts/installToasts';
import { memoryStorage } from '../platform/webStorage';
import type { InstallPlatform } from './InstallPlatform';

/** Browsers as `detectBrowser` sees them, for tests and stories. */
export const BROWSERS = {
  chromeDesktop: detectBrowser(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { serviceWorker: true, beforeInstallPrompt: true },
  ),
  chromeAndroid: detectBrowser(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { serviceWorker: true, beforeInstallPrompt: true, maxTouchPoints: 5 },
  ),
  iosSafari: detectBrowser(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { serviceWorker: true, beforeInstallPrompt: false, maxTouchPoints: 5 },
  ),
  instagram: detectBrowser(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.0.0',
    { serviceWorker: true, beforeInstallPrompt: false, maxTouchPoints: 5 },
  ),
} satisfies Record<string, BrowserInfo>;

export type PromptAnswer = 'accepted' | 'dismissed' | 'fails' | 'never';

/** A `beforeinstallprompt` stand-in whose prompt answers `answer` ('never': stays open). */
export function fakePromptEvent(answer: PromptAnswer): InstallPromptEvent {
  const pending = new Promise<never>(() => undefined);
  return {
    prompt: () =>
      answer === 'fails'
        ? Promise.reject(new DOMException('The prompt was blocked', 'NotAllowedError'))
        : Promise.resolve(),
    userChoice:
      answer === 'accepted' || answer === 'dismissed'
        ? Promise.resolve({ outcome: answer })
        : pending,
  };
}

/**
 * An install platform over memory storages with a recorded toast list; `offerPrompt` plays the
 * browser's `beforeinstallprompt`, `reportInstalled` its `appinstalled`.
 */
export function fakeInstallPlatform(
  overrides: Partial<InstallPlatform> & { initialLocal?: Record<string, string> } = {},
) {
  const promptListeners = new Set<(event: InstallPromptEvent) => void>();
  const installedListeners = new Set<() => void>();
  const toasts: ToastSpec[] = [];
  const reloads: number[] = [];
  const { initialLocal, ...rest } = overrides;
  const local = memoryStorage(initialLocal);
  const session = memoryStorage();
  const platform: InstallPlatform = {
    local,
    session,
    now: () => Date.now(),
    notify: (spec) => void toasts.push(spec),
    browser: BROWSERS.chromeDesktop,
    display: {},
    isMobile: false,
    referrer: '',
    pageUrl: 'https://voyagent.example/',
    subscribeInstallPrompt(listener) {
      promptListeners.add(listener);
      return () => promptListeners.delete(listener);
    },
    subscribeAppInstalled(listener) {
      installedListeners.add(listener);
      return () => installedListeners.delete(listener);
    },
    reload: () => void reloads.push(Date.now()),
    ...rest,
  };
  return {
    platform,
    local,
    session,
    toasts,
    reloads,
    offerPrompt(answer: PromptAnswer) {
      const event = fakePromptEvent(answer);
      promptListeners.forEach((listener) => listener(event));
    },
    reportInstalled() {
      installedListeners.forEach((listener) => listener());
    },
  };
}
