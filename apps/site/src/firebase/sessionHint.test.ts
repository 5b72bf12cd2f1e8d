import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY, rememberSignedIn, wasSignedIn } from './sessionHint';

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
