import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY, mayHoldSession, rememberSignedIn, wasSignedIn } from './sessionHint';

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the signed-in hint', () => {
  it('is unset on a first visit', () => {
    expect(wasSignedIn()).toBe(false);
  });

  it('remembers a sign-in and forgets it at sign-out', () => {
    rememberSignedIn(true);
    expect(wasSignedIn()).toBe(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    rememberSignedIn(false);
    expect(wasSignedIn()).toBe(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('reads as a guest when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberSignedIn(true)).not.toThrow();
    expect(wasSignedIn()).toBe(false);
  });
});

describe('whether the browser may hold a session', () => {
  const listing =
    (...names: string[]) =>
    async () =>
      names.map((name) => ({ name, version: 1 }));

  it('is no on a first visit: no hint, nothing Firebase stored', async () => {
    expect(await mayHoldSession(localStorage, listing('voyagent-offline'))).toBe(false);
  });

  it('is yes after a sign-in here, or where Firebase has stored anything', async () => {
    expect(await mayHoldSession(localStorage, listing('firebaseLocalStorageDb'))).toBe(true);
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await mayHoldSession(localStorage, listing())).toBe(true);
    localStorage.clear();
    rememberSignedIn(true);
    expect(await mayHoldSession(localStorage, listing())).toBe(true);
  });

  it('is yes where it cannot be told', async () => {
    expect(await mayHoldSession(localStorage, undefined)).toBe(true);
    expect(
      await mayHoldSession(localStorage, async () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(true);
  });
});
