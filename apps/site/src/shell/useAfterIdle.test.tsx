import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLaunchSplashState } from './launchSplashState';
import { useAfterIdle, usePageIdle } from './useAfterIdle';

/** The browser going idle: every callback waiting for it runs. */
const waiting: (() => void)[] = [];
const idle = () => {
  for (const callback of waiting.splice(0)) callback();
};
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  useLaunchSplashState.setState({ showing: false });
});
afterEach(() => {
  // Unmounted first: its cleanup cancels the idle callback through the stub.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAfterIdle and usePageIdle', () => {
  it('turn true once the browser is idle', () => {
    const { result } = renderHook(() => [useAfterIdle(), usePageIdle()]);
    expect(result.current).toEqual([false, false]);
    act(() => idle());
    expect(result.current).toEqual([true, true]);
  });

  it('keeps the page waiting behind the launch splash until it completes', () => {
    useLaunchSplashState.setState({ showing: true });
    const { result } = renderHook(() => [useAfterIdle(), usePageIdle()]);
    act(() => idle());
    expect(result.current).toEqual([true, false]);
    act(() => useLaunchSplashState.getState().complete());
    expect(result.current).toEqual([true, true]);
  });
});
