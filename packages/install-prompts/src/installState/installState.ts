/** shell.md §4: the four install states every prompt renders from. */
export const INSTALL_STATES = ['not-installed', 'prompt-ready', 'installing', 'installed'] as const;
export type InstallState = (typeof INSTALL_STATES)[number];

/**
 * What can happen to the install: the browser offers its prompt (`beforeinstallprompt`), the
 * visitor starts it, the prompt answers, or the browser reports the app installed (`appinstalled`).
 */
export type InstallEvent =
  | { type: 'prompt-available' }
  | { type: 'install-started' }
  | { type: 'install-accepted' }
  | { type: 'install-dismissed' }
  | { type: 'install-failed' }
  | { type: 'app-installed' };

/**
 * The install state machine. A browser's install prompt can be used once, so after a dismissal
 * or failure the state returns to not installed until the browser offers a new one. An event
 * that does not apply to the current state leaves it unchanged (a late prompt while installing,
 * a second click), so a surface can forward every event without checking first.
 */
export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  if (state === 'installed') return state;
  switch (event.type) {
    case 'app-installed':
      return 'installed';
    case 'install-accepted':
      return state === 'installing' ? 'installed' : state;
    case 'prompt-available':
      return state === 'not-installed' ? 'prompt-ready' : state;
    case 'install-started':
      return state === 'prompt-ready' ? 'installing' : state;
    case 'install-dismissed':
    case 'install-failed':
      return state === 'installing' ? 'not-installed' : state;
  }
}

/** While installing, every prompt shows "Installing..." and disables its button (shell.md §4). */
export const INSTALLING_LABEL = 'Installing...';

export function isInstallButtonDisabled(state: InstallState): boolean {
  return state === 'installing' || state === 'installed';
}

/** Display modes in which the app runs as installed (shell.md §4). */
export const INSTALLED_DISPLAY_MODES = ['standalone', 'minimal-ui', 'fullscreen'] as const;

/** The referrer an Android app (a Trusted Web Activity) gives the page it opens. */
export const ANDROID_APP_REFERRER_PREFIX = 'android-app://';

/** The platform facts the installed check reads; the host passes `window.matchMedia` and so on. */
export interface DisplayFacts {
  matchMedia?: (query: string) => { matches: boolean };
  /** iOS Safari's non-standard `navigator.standalone`. */
  navigatorStandalone?: unknown;
  /** `document.referrer`. */
  referrer?: string;
}

/**
 * shell.md §4: the app counts as installed when it runs in standalone, minimal-ui or fullscreen
 * display mode, when iOS sets its standalone flag, or when an Android app opened it.
 */
export function isRunningInstalled({
  matchMedia,
  navigatorStandalone,
  referrer,
}: DisplayFacts): boolean {
  const inInstalledDisplayMode = INSTALLED_DISPLAY_MODES.some((mode) => {
    try {
      return matchMedia?.(`(display-mode: ${mode})`).matches === true;
    } catch {
      // Old engines throw on an unknown media feature: that is not an installed display mode.
      return false;
    }
  });
  return (
    inInstalledDisplayMode ||
    navigatorStandalone === true ||
    (typeof referrer === 'string' && referrer.startsWith(ANDROID_APP_REFERRER_PREFIX))
  );
}

/**
 * The state a surface starts in: installed when running installed or when this browser recorded
 * an install (`pwa-installed`); otherwise not installed until the browser offers its prompt.
 */
export function initialInstallState(facts: DisplayFacts, installedFlag: boolean): InstallState {
  return isRunningInstalled(facts) || installedFlag ? 'installed' : 'not-installed';
}
