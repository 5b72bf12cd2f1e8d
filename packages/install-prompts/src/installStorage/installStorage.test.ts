import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, type StorageLike } from '../platform/webStorage';
import {
  createInstallStorage,
  INSTALL_KEYS,
  MAX_INSTALL_ERRORS,
  PWA_ANALYTICS_EVENTS,
} from './installStorage';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

function setUp(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStore = memoryStorage(local);
  const sessionStore = memoryStorage(session);
  return { localStore, sessionStore, storage: createInstallStorage(localStore, sessionStore) };
}

describe('install flags (shell.md §3)', () => {
  // IP-022, IP-061, IP-062, IP-063, IP-064, IP-066
  it('reads each flag from its key', () => {
    const { storage } = setUp(
      {
        'pwa-installed': 'true',
        'pwa-install-date': String(NOW - 5000),
        'pwa-first-visit': String(NOW - 9000),
        'pwa-last-dismissal': String(NOW - 1000),
        'pwa-install-permanent-dismiss': 'true',
      },
      { 'pwa-install-dismissed': 'true' },
    );
    expect(storage.readFlags()).toEqual({
      installed: true,
      installDate: NOW - 5000,
      firstVisit: NOW - 9000,
      lastDismissal: NOW - 1000,
      permanentlyDismissed: true,
      dismissedThisSession: true,
    });
  });

  it('reads nothing stored as a visitor with no history', () => {
    expect(setUp().storage.readFlags()).toEqual({
      installed: false,
      installDate: null,
      firstVisit: null,
      lastDismissal: null,
      permanentlyDismissed: false,
      dismissedThisSession: false,
    });
  });

  it('discards and removes corrupt or foreign values instead of trusting them', () => {
    const { storage, localStore } = setUp({
      'pwa-installed': 'yes',
      'pwa-first-visit': 'yesterday',
      'pwa-last-dismissal': '-5',
      'pwa-install-permanent-dismiss': '{"x":1}',
      'pwa-install-date': '1e21',
    });
    expect(storage.readFlags()).toMatchObject({
      installed: false,
      installDate: null,
      firstVisit: null,
      lastDismissal: null,
      permanentlyDismissed: false,
    });
    expect(localStore.snapshot()).toEqual({});
  });

  it('stores the first visit once and keeps it', () => {
    const { storage, localStore } = setUp();
    expect(storage.ensureFirstVisit(NOW)).toBe(NOW);
    expect(storage.ensureFirstVisit(NOW + 60_000)).toBe(NOW);
    expect(localStore.getItem('pwa-first-visit')).toBe(String(NOW));
  });

  it('replaces a corrupt first visit with now', () => {
    const { storage } = setUp({ 'pwa-first-visit': 'NaN' });
    expect(storage.ensureFirstVisit(NOW)).toBe(NOW);
    expect(storage.readFlags().firstVisit).toBe(NOW);
  });

  // IP-090
  it('records a normal dismissal with its time, for the session too, and a permanent one', () => {
    const { storage } = setUp();
    storage.recordDismissal(NOW);
    expect(storage.readFlags()).toMatchObject({
      lastDismissal: NOW,
      dismissedThisSession: true,
      permanentlyDismissed: false,
    });
    storage.recordPermanentDismissal();
    expect(storage.readFlags().permanentlyDismissed).toBe(true);
  });

  it('marks the app installed with its date', () => {
    const { storage } = setUp();
    storage.markInstalled(NOW);
    expect(storage.readFlags()).toMatchObject({ installed: true, installDate: NOW });
  });

  // IP-093
  it('reset clears every install flag, then reloads; statistics and counters stay', () => {
    const { storage, localStore, sessionStore } = setUp();
    storage.ensureFirstVisit(NOW);
    storage.recordDismissal(NOW);
    storage.recordPermanentDismissal();
    storage.markInstalled(NOW);
    storage.recordAttempt(NOW);
    storage.count('installAttempted');
    const reload = vi.fn(() => {
      // The page reloads only after the flags are gone.
      expect(storage.readFlags()).toEqual(setUp().storage.readFlags());
    });
    storage.resetAndReload(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.keys(localStore.snapshot()).sort()).toEqual([
      INSTALL_KEYS.analytics,
      INSTALL_KEYS.statistics,
    ]);
    expect(sessionStore.snapshot()).toEqual({});
  });
});

describe('install statistics (shell.md §3)', () => {
  // IP-017, IP-018, IP-019
  it('counts attempts with the last attempt time and successful installs', () => {
    const { storage, localStore } = setUp();
    storage.recordAttempt(NOW);
    storage.recordAttempt(NOW + 1000);
    storage.recordSuccessfulInstall();
    expect(storage.readStatistics()).toEqual({
      attempts: 2,
      lastAttempt: NOW + 1000,
      successfulInstalls: 1,
      errors: [],
    });
    expect(JSON.parse(localStore.getItem('pwa-install-stats') ?? '')).toMatchObject({
      attempts: 2,
    });
  });

  // IP-020, IP-021
  it('keeps only the last 10 errors, newest last', () => {
    const { storage } = setUp();
    for (let i = 1; i <= 13; i += 1) storage.recordError(NOW + i, `error ${i}`);
    const { errors } = storage.readStatistics();
    expect(MAX_INSTALL_ERRORS).toBe(10);
    expect(errors).toHaveLength(10);
    expect(errors[0]).toEqual({ time: NOW + 4, message: 'error 4' });
    expect(errors[9]).toEqual({ time: NOW + 13, message: 'error 13' });
  });

  it('bounds an error message so one message cannot fill the storage', () => {
    const { storage } = setUp();
    storage.recordError(NOW, 'x'.repeat(10_000));
    expect(storage.readStatistics().errors[0]?.message).toHaveLength(500);
  });

  it.each([
    ['not JSON', '{attempts:'],
    ['an array', '[1,2]'],
    ['a negative count', '{"attempts":-1,"lastAttempt":null,"successfulInstalls":0,"errors":[]}'],
    ['a text count', '{"attempts":"3","lastAttempt":null,"successfulInstalls":0,"errors":[]}'],
    ['bad errors', '{"attempts":1,"lastAttempt":null,"successfulInstalls":0,"errors":[{"t":1}]}'],
  ])('discards %s and starts over', (_, raw) => {
    const { storage, localStore } = setUp({ 'pwa-install-stats': raw });
    expect(storage.readStatistics()).toEqual({
      attempts: 0,
      lastAttempt: null,
      successfulInstalls: 0,
      errors: [],
    });
    expect(localStore.getItem('pwa-install-stats')).toBeNull();
    storage.recordAttempt(NOW);
    expect(storage.readStatistics().attempts).toBe(1);
  });
});

describe('PWA analytics counters (shell.md §3)', () => {
  // IP-065, IP-069 … IP-079
  it('counts each event under pwa-analytics', () => {
    const { storage, localStore } = setUp();
    storage.count('installPromptShown');
    storage.count('installPromptShown');
    storage.count('reminderShown');
    expect(storage.readAnalytics()).toMatchObject({ installPromptShown: 2, reminderShown: 1 });
    expect(JSON.parse(localStore.getItem('pwa-analytics') ?? '')).toMatchObject({
      installPromptShown: 2,
      installFailed: 0,
    });
  });

  it('has one counter per event of the spec', () => {
    expect(Object.keys(setUp().storage.readAnalytics())).toEqual([...PWA_ANALYTICS_EVENTS]);
    expect(PWA_ANALYTICS_EVENTS).toEqual([
      'installPromptShown',
      'installAttempted',
      'installSucceeded',
      'installDismissed',
      'installFailed',
      'socialBrowserAttempts',
      'instagramBrowserAttempts',
      'facebookBrowserAttempts',
      'installSuccess',
      'permanentDismissed',
      'reminderShown',
    ]);
  });

  it('drops foreign counters, keeps known ones, and resets a corrupt record', () => {
    const kept = setUp({ 'pwa-analytics': '{"installFailed":3,"somethingElse":9}' }).storage;
    expect(kept.readAnalytics()).toMatchObject({ installFailed: 3 });
    expect(kept.readAnalytics()).not.toHaveProperty('somethingElse');

    const corrupt = setUp({ 'pwa-analytics': '{"installFailed":"many"}' });
    expect(corrupt.storage.readAnalytics().installFailed).toBe(0);
    expect(corrupt.localStore.getItem('pwa-analytics')).toBeNull();
  });
});

describe('a storage that throws', () => {
  const throwing: StorageLike = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  };

  it('reads as nothing stored and never throws', () => {
    const storage = createInstallStorage(throwing, throwing);
    expect(storage.readFlags().installed).toBe(false);
    expect(storage.ensureFirstVisit(NOW)).toBe(NOW);
    expect(() => {
      storage.recordDismissal(NOW);
      storage.recordError(NOW, 'boom');
      storage.count('installFailed');
      storage.resetAndReload(() => undefined);
    }).not.toThrow();
  });
});
