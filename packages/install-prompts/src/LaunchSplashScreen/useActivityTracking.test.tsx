import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import { useActivityTracking } from './useActivityTracking';

const START = new Date('2026-03-02T10:00:00Z').getTime();

describe('useActivityTracking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes lastActivity on activity events while mounted, and stops when unmounted', () => {
    // IP-120, IP-055
    const target = new EventTarget();
    const local = memoryStorage();
    const { unmount } = renderHook(() => useActivityTracking({ target, local }));
    target.dispatchEvent(new Event('keydown'));
    expect(local.getItem('lastActivity')).toBe(String(START));
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event('touchstart'));
    expect(local.getItem('lastActivity')).toBe(String(START + 60_000));
    unmount();
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event('click'));
    expect(local.getItem('lastActivity')).toBe(String(START + 60_000));
  });

  it('on an app resume after more than an hour away, says the splash is due', () => {
    // IP-111, IP-112
    const local = memoryStorage({
      hasSeenSplash: 'true',
      lastActivity: String(START - 60 * 60 * 1000 - 1),
    });
    let resume: () => void = () => undefined;
    const onSplashDue = vi.fn();
    renderHook(() =>
      useActivityTracking({
        target: new EventTarget(),
        local,
        onAppResume: (listener) => {
          resume = listener;
          return () => undefined;
        },
        onSplashDue,
      }),
    );
    resume();
    expect(onSplashDue).toHaveBeenCalledOnce();
    expect(local.getItem('lastActivity')).toBe(String(START));
  });
});
