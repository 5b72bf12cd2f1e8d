import { describe, expect, it } from 'vitest';
import type { BrowserInfo } from '../browserInfo/browserInfo';
import {
  INSTALL_GUIDANCE_TOASTS,
  INSTALL_TOASTS,
  installGuidanceToast,
  installOutcomeToast,
  SAFARI_WIZARD_HINT,
  SHELL_TOASTS,
} from './installToasts';

const browser = (name: BrowserInfo['name'], flags: Partial<BrowserInfo> = {}): BrowserInfo => ({
  name,
  isSocialBrowser: false,
  isIOS: false,
  isAndroid: false,
  supportsPWA: false,
  ...flags,
});

describe('install toasts (shell.md §8, §9)', () => {
  // IP-095, IP-173, IP-174, IP-198
  it('accepted: the success toast after 1 s, for 5 s (IP-197)', () => {
    expect(installOutcomeToast('accepted')).toEqual({
      delay: 1000,
      toast: {
        variant: 'success',
        title: 'Welcome to Voyagent!',
        description: 'App installed successfully. Start planning your dream trip!',
        duration: 5000,
      },
    });
  });

  // IP-165, IP-166, IP-199
  it('dismissed: No problem!, info, 4 s, at once', () => {
    expect(installOutcomeToast('dismissed')).toEqual({
      delay: 0,
      toast: {
        variant: 'info',
        title: 'No problem!',
        description: 'You can install anytime from your browser menu',
        duration: 4000,
      },
    });
  });

  // IP-163, IP-164, IP-200
  it('failed: Installation Issue, error, 5 s', () => {
    expect(installOutcomeToast('failed')).toEqual({
      delay: 0,
      toast: {
        variant: 'error',
        title: 'Installation Issue',
        description: 'Try adding to home screen manually',
        duration: 5000,
      },
    });
  });

  // IP-167, IP-168
  it('already installed', () => {
    expect(INSTALL_TOASTS.alreadyInstalled).toMatchObject({
      title: 'Already Installed',
      description: 'The app is already on your device',
    });
  });

  // IP-196
  it('keeps every install toast between 4 and 8 s', () => {
    for (const toast of [
      ...Object.values(INSTALL_TOASTS),
      ...Object.values(INSTALL_GUIDANCE_TOASTS),
    ]) {
      expect(toast.duration).toBeGreaterThanOrEqual(4000);
      expect(toast.duration).toBeLessThanOrEqual(8000);
    }
  });
});

describe('installGuidanceToast (shell.md §8)', () => {
  // IP-170
  it('tells Instagram users to open the page in their browser from the ⋯ menu', () => {
    expect(installGuidanceToast(browser('Instagram', { isSocialBrowser: true })).title).toBe(
      'Tap ⋯ menu → Open in Browser to install',
    );
  });

  // IP-169
  it('tells other in-app browsers to open the default browser', () => {
    for (const name of ['Facebook', 'Twitter'] as const) {
      expect(installGuidanceToast(browser(name, { isSocialBrowser: true })).title).toBe(
        'Open in your default browser to install',
      );
    }
  });

  // IP-171
  it('tells iOS Safari users to use Share, and other iOS browsers the menu', () => {
    expect(installGuidanceToast(browser('Safari', { isIOS: true })).title).toBe(
      'Tap the Share button, then Add to Home Screen',
    );
    expect(installGuidanceToast(browser('Chrome', { isIOS: true }))).toBe(
      INSTALL_GUIDANCE_TOASTS.browserMenu,
    );
  });

  // IP-172
  it('points elsewhere to Install App or Add to Home Screen in the browser menu', () => {
    const { title } = installGuidanceToast(browser('Firefox'));
    expect(title).toContain('Install App');
    expect(title).toContain('Add to Home Screen');
    expect(title).toContain('browser menu');
  });

  // IP-009
  it('keeps the wizard its own shorter Safari hint', () => {
    expect(SAFARI_WIZARD_HINT).toBe('Tap Share → Add to Home Screen');
  });
});

describe('shell toasts (shell.md §4, §8)', () => {
  // IP-175, IP-176, IP-106, IP-133, IP-135, IP-131
  it('has the exact update, offline and sync texts', () => {
    expect(SHELL_TOASTS.updateAvailable).toMatchObject({
      title: 'Update available!',
      description: 'A new version is ready.',
    });
    expect(SHELL_TOASTS.updating.title).toBe('App updated! Reloading...');
    expect(SHELL_TOASTS.offline.title).toBe("You're offline. Some features may be limited.");
    expect(SHELL_TOASTS.actionQueued.title).toBe("Action saved for when you're back online");
    expect(SHELL_TOASTS.synced).toMatchObject({
      variant: 'success',
      title: 'Offline data synced successfully',
    });
  });
});
