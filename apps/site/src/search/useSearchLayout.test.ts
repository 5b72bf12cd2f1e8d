import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_VARIANT_QUERY, useSearchLayout } from './useSearchLayout';

/** A window whose media query answers `matches`, and a way to change it as a rotation would. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === MOBILE_VARIANT_QUERY && matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useSearchLayout', () => {
  it('asks for a window under 768 px with touch (travel.md §2)', () => {
    expect(MOBILE_VARIANT_QUERY).toBe('(max-width: 767px) and (pointer: coarse)');
  });

  it('follows the window between the desktop and mobile forms', () => {
    const setMobile = stubMatchMedia(false);
    const { result } = renderHook(() => useSearchLayout());
    expect(result.current).toBe('desktop');
    act(() => setMobile(true));
    expect(result.current).toBe('mobile');
  });
});
