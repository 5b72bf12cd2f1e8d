import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import {
  ACTIVITY_EVENTS,
  completeSplash,
  createSplashTimeline,
  readSplashMemory,
  shouldShowSplash,
  splashClaimHref,
  splashProgress,
  watchActivity,
} from './launchSplash';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('shouldShowSplash (shell.md §4)', () => {
  // IP-111, IP-112, IP-054, IP-055
  it('shows when never seen', () => {
    expect(shouldShowSplash(readSplashMemory(memoryStorage()), T0)).toBe(true);
  });

  it('shows only after more than 1 hour without activity', () => {
    const local = memoryStorage();
    completeSplash(local, T0);
    const memory = readSplashMemory(local);
    expect(memory).toEqual({ hasSeenSplash: true, lastActivity: T0 });
    expect(shouldShowSplash(memory, T0 + HOUR)).toBe(false);
    expect(shouldShowSplash(memory, T0 + HOUR + 1)).toBe(true);
  });

  it('discards corrupt values and shows the splash again', () => {
    const local = memoryStorage({ hasSeenSplash: 'yes', lastActivity: 'soon' });
    expect(readSplashMemory(local)).toEqual({ hasSeenSplash: false, lastActivity: null });
    expect(local.snapshot()).toEqual({});
    const seenWithoutTime = memoryStorage({ hasSeenSplash: 'true' });
    expect(shouldShowSplash(readSplashMemory(seenWithoutTime), T0)).toBe(true);
  });
});

describe('splash progress (shell.md §4, §9)', () => {
  // IP-113, IP-114, IP-115
  it('rises 1% per 100 ms and stops at 100 after about 10 s', () => {
    expect(splashProgress(0)).toBe(0);
    expect(splashProgress(99)).toBe(0);
    expect(splashProgress(100)).toBe(1);
    expect(splashProgress(5050)).toBe(50);
    expect(splashProgress(10_000)).toBe(100);
    expect(splashProgress(60_000)).toBe(100);
    expect(splashProgress(Number.NaN)).toBe(0);
  });
});

describe('createSplashTimeline (shell.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const local = memoryStorage();
    const onProgress = vi.fn();
    const onComplete = vi.fn();
    const timeline = createSplashTimeline({ local, now: Date.now, onProgress, onComplete });
    return { local, onProgress, onComplete, timeline };
  }

  // IP-116, IP-118
  it('completes 300 ms after reaching 100%, storing hasSeenSplash and lastActivity', () => {
    const { local, onProgress, onComplete, timeline } = setUp();
    timeline.start();
    vi.advanceTimersByTime(100);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(9900);
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onProgress).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(299);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(local.snapshot()).toEqual({
      hasSeenSplash: 'true',
      lastActivity: String(T0 + 10_300),
    });
    vi.advanceTimersByTime(10_000);
    expect(onProgress).toHaveBeenCalledTimes(100);
  });

  // IP-117
  it('Skip completes at once, and only once', () => {
    const { local, onProgress, onComplete, timeline } = setUp();
    timeline.start();
    vi.advanceTimersByTime(2000);
    timeline.skip();
    timeline.skip();
    expect(onComplete).toHaveBeenCalledOnce();
    expect(readSplashMemory(local)).toEqual({ hasSeenSplash: true, lastActivity: T0 + 2000 });
    vi.advanceTimersByTime(20_000);
    expect(onProgress).toHaveBeenCalledTimes(20);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('stop halts the progress without completing; start resumes where it stopped', () => {
    const { local, onProgress, onComplete, timeline } = setUp();
    timeline.start();
    vi.advanceTimersByTime(500);
    timeline.stop();
    vi.advanceTimersByTime(20_000);
    expect(onComplete).not.toHaveBeenCalled();
    expect(local.snapshot()).toEqual({});

    // A remount (React's StrictMode runs effects twice) continues from 5%.
    timeline.start();
    timeline.start();
    vi.advanceTimersByTime(100);
    expect(onProgress).toHaveBeenLastCalledWith(6);
    vi.advanceTimersByTime(9400);
    timeline.stop();
    timeline.start();
    vi.advanceTimersByTime(300);
    expect(onProgress).toHaveBeenCalledTimes(100);
    expect(onComplete).toHaveBeenCalledOnce();
  });
});

describe('splashClaimHref (shell.md §4)', () => {
  // IP-119
  it('goes to /app-launch with the promo, or to /pricing', () => {
    expect(splashClaimHref()).toBe('/app-launch?promo=BLACKFRIDAY50');
    expect(splashClaimHref('pricing')).toBe('/pricing');
  });
});

describe('watchActivity (shell.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // IP-120
  it.each(ACTIVITY_EVENTS)('refreshes lastActivity on %s', (type) => {
    const local = memoryStorage();
    const target = new EventTarget();
    const stop = watchActivity({ target, local, now: Date.now });
    target.dispatchEvent(new Event(type));
    expect(local.getItem('lastActivity')).toBe(String(T0));
    stop();
  });

  it('covers mouse, key, scroll, touch and click events', () => {
    expect(ACTIVITY_EVENTS).toEqual(
      expect.arrayContaining(['mousemove', 'keydown', 'scroll', 'touchstart', 'click']),
    );
  });

  it('writes at most every 10 s, and stops listening when stopped', () => {
    const local = memoryStorage();
    const target = new EventTarget();
    const stop = watchActivity({ target, local, now: Date.now });
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(9999);
    target.dispatchEvent(new Event('mousemove'));
    expect(local.getItem('lastActivity')).toBe(String(T0));
    vi.advanceTimersByTime(1);
    target.dispatchEvent(new Event('scroll'));
    expect(local.getItem('lastActivity')).toBe(String(T0 + 10_000));
    stop();
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event('click'));
    expect(local.getItem('lastActivity')).toBe(String(T0 + 10_000));
  });

  it('on app resume, reports a due splash before refreshing the activity time', () => {
    const local = memoryStorage();
    completeSplash(local, T0);
    let resume: () => void = () => undefined;
    const onSplashDue = vi.fn();
    const stopResume = vi.fn();
    const stop = watchActivity({
      target: new EventTarget(),
      local,
      now: Date.now,
      onAppResume: (listener) => {
        resume = listener;
        return stopResume;
      },
      onSplashDue,
    });

    vi.advanceTimersByTime(HOUR / 2);
    resume();
    expect(onSplashDue).not.toHaveBeenCalled();
    expect(local.getItem('lastActivity')).toBe(String(T0 + HOUR / 2));

    vi.advanceTimersByTime(2 * HOUR);
    resume();
    expect(onSplashDue).toHaveBeenCalledOnce();
    expect(local.getItem('lastActivity')).toBe(String(T0 + HOUR / 2 + 2 * HOUR));
    stop();
    expect(stopResume).toHaveBeenCalledOnce();
  });
});
