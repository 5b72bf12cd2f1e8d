import { describe, expect, it, vi } from 'vitest';
import type { BrowserInfo } from '../browserInfo/browserInfo';
import { createInstallStorage } from '../installStorage/installStorage';
import { memoryStorage } from '../platform/webStorage';
import { attemptInstall, recordAppInstalled, type InstallPromptEvent } from './attemptInstall';
import { nextInstallState, type InstallEvent, type InstallState } from './installState';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

const chrome: BrowserInfo = {
  name: 'Chrome',
  isSocialBrowser: false,
  isIOS: false,
  isAndroid: true,
  supportsPWA: true,
};

function promptAnswering(outcome: 'accepted' | 'dismissed'): InstallPromptEvent {
  return { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) };
}

function setUp() {
  const storage = createInstallStorage(memoryStorage(), memoryStorage());
  let state: InstallState = 'prompt-ready';
  const states: InstallState[] = [];
  const onStateEvent = (event: InstallEvent) => {
    state = nextInstallState(state, event);
    states.push(state);
  };
  return { storage, states, onStateEvent, now: () => T0 };
}

describe('attemptInstall (shell.md §4, §8)', () => {
  // IP-095, IP-070, IP-071, IP-019
  it('accepted: installing → installed, recorded and counted, success toast after 1 s', async () => {
    const { storage, states, onStateEvent, now } = setUp();
    const promptEvent = promptAnswering('accepted');
    const attempt = await attemptInstall({
      promptEvent,
      browser: chrome,
      installed: false,
      storage,
      now,
      onStateEvent,
    });
    expect(promptEvent.prompt).toHaveBeenCalledOnce();
    expect(states).toEqual(['installing', 'installed']);
    expect(attempt).toMatchObject({ kind: 'outcome', outcome: 'accepted', delay: 1000 });
    expect(attempt.toast.description).toBe(
      'App installed successfully. Start planning your dream trip!',
    );
    expect(storage.readFlags()).toMatchObject({ installed: true, installDate: T0 });
    expect(storage.readStatistics()).toMatchObject({
      attempts: 1,
      lastAttempt: T0,
      successfulInstalls: 1,
    });
    expect(storage.readAnalytics()).toMatchObject({ installAttempted: 1, installSucceeded: 1 });
  });

  // IP-072
  it('dismissed: back to not installed, counted, No problem! toast', async () => {
    const { storage, states, onStateEvent, now } = setUp();
    const attempt = await attemptInstall({
      promptEvent: promptAnswering('dismissed'),
      browser: chrome,
      installed: false,
      storage,
      now,
      onStateEvent,
    });
    expect(states).toEqual(['installing', 'not-installed']);
    expect(attempt.toast.title).toBe('No problem!');
    expect(storage.readFlags().installed).toBe(false);
    expect(storage.readAnalytics()).toMatchObject({ installAttempted: 1, installDismissed: 1 });
  });

  // IP-073, IP-020
  it('a prompt that throws: logged, counted, Installation Issue toast, never a crash', async () => {
    const { storage, states, onStateEvent, now } = setUp();
    const promptEvent: InstallPromptEvent = {
      prompt: async () => {
        throw new DOMException(
          'The prompt() method must be called with a user gesture',
          'NotAllowedError',
        );
      },
      userChoice: new Promise(() => undefined),
    };
    const attempt = await attemptInstall({
      promptEvent,
      browser: chrome,
      installed: false,
      storage,
      now,
      onStateEvent,
    });
    expect(states).toEqual(['installing', 'not-installed']);
    expect(attempt).toMatchObject({ kind: 'outcome', outcome: 'failed', delay: 0 });
    expect(attempt.toast.title).toBe('Installation Issue');
    expect(storage.readStatistics().errors).toEqual([
      {
        time: T0,
        message: 'NotAllowedError: The prompt() method must be called with a user gesture',
      },
    ]);
    expect(storage.readAnalytics().installFailed).toBe(1);
  });

  // IP-074, IP-075, IP-076
  it('in a social browser: guidance, counted per network, no prompt', async () => {
    const { storage, now } = setUp();
    const promptEvent = promptAnswering('accepted');
    for (const name of ['Instagram', 'Facebook', 'Twitter'] as const) {
      const attempt = await attemptInstall({
        promptEvent,
        browser: { ...chrome, name, isSocialBrowser: true },
        installed: false,
        storage,
        now,
      });
      expect(attempt.kind).toBe('guidance');
    }
    expect(promptEvent.prompt).not.toHaveBeenCalled();
    expect(storage.readAnalytics()).toMatchObject({
      socialBrowserAttempts: 3,
      instagramBrowserAttempts: 1,
      facebookBrowserAttempts: 1,
      installAttempted: 0,
    });
  });

  it('without a browser prompt: guidance for this browser', async () => {
    const { storage, now } = setUp();
    const attempt = await attemptInstall({
      promptEvent: null,
      browser: { ...chrome, name: 'Safari', isIOS: true, isAndroid: false },
      installed: false,
      storage,
      now,
    });
    expect(attempt).toEqual({
      kind: 'guidance',
      toast: expect.objectContaining({ title: 'Tap the Share button, then Add to Home Screen' }),
    });
  });

  it('already installed: says so and shows no prompt', async () => {
    const { storage, now } = setUp();
    const promptEvent = promptAnswering('accepted');
    const attempt = await attemptInstall({
      promptEvent,
      browser: chrome,
      installed: true,
      storage,
      now,
    });
    expect(attempt.toast.title).toBe('Already Installed');
    expect(promptEvent.prompt).not.toHaveBeenCalled();
  });

  // IP-077
  it('appinstalled records the install and counts installSuccess', () => {
    const { storage } = setUp();
    expect(recordAppInstalled(storage, T0)).toEqual({ type: 'app-installed' });
    expect(storage.readFlags()).toMatchObject({ installed: true, installDate: T0 });
    expect(storage.readAnalytics().installSuccess).toBe(1);
  });
});
