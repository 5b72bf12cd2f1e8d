import type { BrowserInfo } from '../browserInfo/browserInfo';
import {
  INSTALL_TOASTS,
  installGuidanceToast,
  installOutcomeToast,
  type InstallOutcome,
  type ToastSpec,
} from '../installToasts/installToasts';
import type { InstallStorage } from '../installStorage/installStorage';
import type { InstallEvent } from './installState';

/** The part of the browser's `beforeinstallprompt` event an install uses. */
export interface InstallPromptEvent {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallAttempt =
  /** The browser prompt answered (or failed): toast after `delay` ms. */
  | { kind: 'outcome'; outcome: InstallOutcome; toast: ToastSpec; delay: number }
  /** No prompt to show here: tell the visitor how to install. */
  | { kind: 'guidance'; toast: ToastSpec }
  | { kind: 'already-installed'; toast: ToastSpec };

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * What pressing an Install button does (shell.md §3, §4, §8). Installed already: say so. In a
 * social in-app browser (counted per network), or with no browser prompt: guidance. Otherwise
 * the browser prompt runs, counted as an attempt; accepted records the install, dismissed and
 * failed (its error logged) give their toasts. `onStateEvent` feeds `nextInstallState`.
 */
export async function attemptInstall({
  promptEvent,
  browser,
  installed,
  storage,
  now,
  onStateEvent,
}: {
  /** The deferred `beforeinstallprompt` event, or null if the browser has offered none. */
  promptEvent: InstallPromptEvent | null;
  browser: BrowserInfo;
  installed: boolean;
  storage: InstallStorage;
  now: () => number;
  onStateEvent?: (event: InstallEvent) => void;
}): Promise<InstallAttempt> {
  if (installed) return { kind: 'already-installed', toast: INSTALL_TOASTS.alreadyInstalled };
  if (browser.isSocialBrowser) {
    storage.count('socialBrowserAttempts');
    if (browser.name === 'Instagram') storage.count('instagramBrowserAttempts');
    if (browser.name === 'Facebook') storage.count('facebookBrowserAttempts');
    return { kind: 'guidance', toast: installGuidanceToast(browser) };
  }
  if (!promptEvent) return { kind: 'guidance', toast: installGuidanceToast(browser) };

  onStateEvent?.({ type: 'install-started' });
  storage.recordAttempt(now());
  storage.count('installAttempted');
  let outcome: InstallOutcome;
  try {
    await promptEvent.prompt();
    outcome = (await promptEvent.userChoice).outcome === 'accepted' ? 'accepted' : 'dismissed';
  } catch (error) {
    storage.recordError(now(), errorText(error));
    outcome = 'failed';
  }

  if (outcome === 'accepted') {
    storage.markInstalled(now());
    storage.recordSuccessfulInstall();
    storage.count('installSucceeded');
    onStateEvent?.({ type: 'install-accepted' });
  } else if (outcome === 'dismissed') {
    storage.count('installDismissed');
    onStateEvent?.({ type: 'install-dismissed' });
  } else {
    storage.count('installFailed');
    onStateEvent?.({ type: 'install-failed' });
  }
  return { kind: 'outcome', outcome, ...installOutcomeToast(outcome) };
}

/**
 * The browser's `appinstalled` event: the install finished, whichever way it was started (our
 * button or the browser's own menu), so it is recorded and counted as `installSuccess`.
 */
export function recordAppInstalled(storage: InstallStorage, now: number): InstallEvent {
  storage.markInstalled(now);
  storage.count('installSuccess');
  return { type: 'app-installed' };
}
