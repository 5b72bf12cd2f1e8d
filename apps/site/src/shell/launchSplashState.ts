import { readSplashMemory, shouldShowSplash } from '@voyagent/install-prompts';
import { create } from 'zustand';
import { sitePlatform } from './sitePlatform';

interface LaunchSplashState {
  /** The launch splash covers the page now, or will once the page is idle. */
  showing: boolean;
  complete: () => void;
}

/**
 * shell.md §4: whether a page load starting now shows the launch splash: never seen, or more
 * than an hour without activity. The build's prerender shows none.
 */
export function isLaunchSplashDue(): boolean {
  return (
    typeof window !== 'undefined' &&
    shouldShowSplash(readSplashMemory(sitePlatform.local), sitePlatform.now())
  );
}

/**
 * Whether this page load shows the launch splash, decided once as the site's code starts, before
 * any activity is recorded. While it shows, the page behind waits with its own deferred work
 * (DeferredMarkup): nobody can reach it behind the full-screen modal, and the splash opens and
 * animates with the main thread to itself.
 */
export const useLaunchSplashState = create<LaunchSplashState>()((set) => ({
  showing: isLaunchSplashDue(),
  complete: () => set({ showing: false }),
}));
