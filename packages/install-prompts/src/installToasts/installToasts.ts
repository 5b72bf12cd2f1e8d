import type { BrowserInfo } from '../browserInfo/browserInfo';

/**
 * A toast as data, shaped like `@voyagent/ui-kit`'s `toast[variant]({ title, description,
 * duration })`, so a surface shows it with one call and tests read the exact texts here.
 */
export interface ToastSpec {
  variant: 'success' | 'info' | 'error';
  title: string;
  description?: string;
  /** Milliseconds it stays; shell.md §9 gives install toasts 4 to 8 s. */
  duration: number;
}

/** The toast library's own default (shell.md §9), for toasts the spec gives no duration. */
const DEFAULT_DURATION_MS = 4000;
/** shell.md §9: guidance is read and acted on, so it gets the longest install duration. */
const GUIDANCE_DURATION_MS = 8000;

/** shell.md §4, §9: the success toast follows an accepted install after 1 s. */
export const INSTALL_SUCCESS_TOAST_DELAY_MS = 1000;

/** shell.md §8: the install toasts. */
export const INSTALL_TOASTS = {
  /** The spec gives the welcome title's idea, not its words; 5 s per shell.md §8. */
  installed: {
    variant: 'success',
    title: 'Welcome to Voyagent!',
    description: 'App installed successfully. Start planning your dream trip!',
    duration: 5000,
  },
  dismissed: {
    variant: 'info',
    title: 'No problem!',
    description: 'You can install anytime from your browser menu',
    duration: 4000,
  },
  failed: {
    variant: 'error',
    title: 'Installation Issue',
    description: 'Try adding to home screen manually',
    duration: 5000,
  },
  alreadyInstalled: {
    variant: 'info',
    title: 'Already Installed',
    description: 'The app is already on your device',
    duration: 4000,
  },
} as const satisfies Record<string, ToastSpec>;

/** shell.md §8: how to install where the browser offers no prompt. */
export const INSTALL_GUIDANCE_TOASTS = {
  socialBrowser: {
    variant: 'info',
    title: 'Open in your default browser to install',
    duration: GUIDANCE_DURATION_MS,
  },
  instagram: {
    variant: 'info',
    title: 'Tap ⋯ menu → Open in Browser to install',
    duration: GUIDANCE_DURATION_MS,
  },
  iosSafari: {
    variant: 'info',
    title: 'Tap the Share button, then Add to Home Screen',
    duration: GUIDANCE_DURATION_MS,
  },
  /** The spec gives the content, not the words: the browser menu's Install App or Add to Home Screen. */
  browserMenu: {
    variant: 'info',
    title: 'Look for Install App or Add to Home Screen in your browser menu',
    duration: GUIDANCE_DURATION_MS,
  },
} as const satisfies Record<string, ToastSpec>;

/** shell.md §2: the install wizard's shorter Safari hint. */
export const SAFARI_WIZARD_HINT = 'Tap Share → Add to Home Screen';

/** shell.md §4, §8: update, offline and sync toasts. */
export const SHELL_TOASTS = {
  updateAvailable: {
    variant: 'info',
    title: 'Update available!',
    description: 'A new version is ready.',
    duration: DEFAULT_DURATION_MS,
  },
  /** The page reloads 1 s after this one appears. */
  updating: {
    variant: 'success',
    title: 'App updated! Reloading...',
    duration: DEFAULT_DURATION_MS,
  },
  offline: {
    variant: 'info',
    title: "You're offline. Some features may be limited.",
    duration: DEFAULT_DURATION_MS,
  },
  actionQueued: {
    variant: 'info',
    title: "Action saved for when you're back online",
    duration: DEFAULT_DURATION_MS,
  },
  synced: {
    variant: 'success',
    title: 'Offline data synced successfully',
    duration: DEFAULT_DURATION_MS,
  },
} as const satisfies Record<string, ToastSpec>;

export type InstallOutcome = 'accepted' | 'dismissed' | 'failed';

/**
 * shell.md §4: an accepted install toasts success after 1 s, a dismissal toasts info, a failure
 * toasts an error.
 */
export function installOutcomeToast(outcome: InstallOutcome): { toast: ToastSpec; delay: number } {
  switch (outcome) {
    case 'accepted':
      return { toast: INSTALL_TOASTS.installed, delay: INSTALL_SUCCESS_TOAST_DELAY_MS };
    case 'dismissed':
      return { toast: INSTALL_TOASTS.dismissed, delay: 0 };
    case 'failed':
      return { toast: INSTALL_TOASTS.failed, delay: 0 };
  }
}

/**
 * shell.md §8: what to tell a visitor who taps Install where the browser has no prompt to offer:
 * Instagram and the other in-app browsers must open the page in a real browser first; iOS Safari
 * installs through Share; elsewhere the browser's menu has the entry.
 */
export function installGuidanceToast(browser: BrowserInfo): ToastSpec {
  if (browser.name === 'Instagram') return INSTALL_GUIDANCE_TOASTS.instagram;
  if (browser.isSocialBrowser) return INSTALL_GUIDANCE_TOASTS.socialBrowser;
  if (browser.isIOS && browser.name === 'Safari') return INSTALL_GUIDANCE_TOASTS.iosSafari;
  return INSTALL_GUIDANCE_TOASTS.browserMenu;
}
