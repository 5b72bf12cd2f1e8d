import { parseTimestamp, readValidated, writeItem, type StorageLike } from '../platform/webStorage';
import { LAUNCH_PROMOTION } from './promotion';

/** shell.md §3: local storage keys of the launch splash. */
export const SPLASH_KEYS = {
  hasSeenSplash: 'hasSeenSplash',
  lastActivity: 'lastActivity',
} as const;

/** shell.md §4, §9: after this long without activity, the splash shows again. */
export const SPLASH_INACTIVITY_MS = 60 * 60 * 1000;
/** shell.md §4, §9: progress rises 1% every 100 ms (about 10 s)… */
export const SPLASH_PROGRESS_STEP_PERCENT = 1;
export const SPLASH_PROGRESS_TICK_MS = 100;
/** …then the splash completes 300 ms later. */
export const SPLASH_COMPLETE_DELAY_MS = 300;

/** shell.md §4: mouse, key, scroll, touch and click events count as activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;
/**
 * Mouse moves and scrolls fire many times a second; against a 1 h threshold, writing the time at
 * most every 10 s loses nothing and keeps storage writes off the hot path.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 10_000;

export interface SplashMemory {
  hasSeenSplash: boolean;
  lastActivity: number | null;
}

export function readSplashMemory(local: StorageLike): SplashMemory {
  return {
    hasSeenSplash:
      readValidated(local, SPLASH_KEYS.hasSeenSplash, (raw) => (raw === 'true' ? true : null)) ??
      false,
    lastActivity: readValidated(local, SPLASH_KEYS.lastActivity, parseTimestamp),
  };
}

/**
 * shell.md §4: the splash shows if never seen, or if the last activity was more than 1 hour ago
 * (a seen splash without a readable activity time counts as long ago).
 */
export function shouldShowSplash(
  { hasSeenSplash, lastActivity }: SplashMemory,
  now: number,
): boolean {
  if (!hasSeenSplash || lastActivity === null) return true;
  return now - lastActivity > SPLASH_INACTIVITY_MS;
}

/** shell.md §4: completing the splash stores hasSeenSplash and lastActivity. */
export function completeSplash(local: StorageLike, now: number): void {
  writeItem(local, SPLASH_KEYS.hasSeenSplash, 'true');
  writeItem(local, SPLASH_KEYS.lastActivity, String(now));
}

/** The progress bar's percentage `elapsedMs` after the splash appeared. */
export function splashProgress(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  return Math.min(
    100,
    Math.floor(elapsedMs / SPLASH_PROGRESS_TICK_MS) * SPLASH_PROGRESS_STEP_PERCENT,
  );
}

type Timers = Pick<
  typeof globalThis,
  'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
>;

export interface SplashTimeline {
  /** Starts the progress; `onProgress` hears each new percentage. */
  start(): void;
  /** Skip: completes at once. */
  skip(): void;
  /** Pauses without completing (the surface unmounted); `start` resumes where it stopped. */
  stop(): void;
}

/**
 * shell.md §4: progress rises 1% per 100 ms, the splash completes 300 ms after 100%, Skip
 * completes at once. Completing (once, however reached) stores the splash memory, then calls
 * `onComplete`.
 */
export function createSplashTimeline({
  local,
  now,
  onProgress,
  onComplete,
  timers = globalThis,
}: {
  local: StorageLike;
  now: () => number;
  onProgress: (percent: number) => void;
  onComplete: () => void;
  timers?: Timers;
}): SplashTimeline {
  let progress = 0;
  let interval: ReturnType<Timers['setInterval']> | undefined;
  let completion: ReturnType<Timers['setTimeout']> | undefined;
  let done = false;

  const stop = () => {
    timers.clearInterval(interval);
    timers.clearTimeout(completion);
    interval = undefined;
    completion = undefined;
  };
  const complete = () => {
    if (done) return;
    done = true;
    stop();
    completeSplash(local, now());
    onComplete();
  };

  return {
    start() {
      if (done || interval !== undefined || completion !== undefined) return;
      const finishLater = () => {
        completion = timers.setTimeout(complete, SPLASH_COMPLETE_DELAY_MS);
      };
      if (progress === 100) {
        finishLater();
        return;
      }
      interval = timers.setInterval(() => {
        progress = Math.min(100, progress + SPLASH_PROGRESS_STEP_PERCENT);
        onProgress(progress);
        if (progress === 100) {
          timers.clearInterval(interval);
          interval = undefined;
          finishLater();
        }
      }, SPLASH_PROGRESS_TICK_MS);
    },
    skip: complete,
    stop,
  };
}

/** The route of the launch offer, whose `promo` query parameter carries the code (shell.md §2). */
export const APP_LAUNCH_ROUTE = '/app-launch';
export const PRICING_ROUTE = '/pricing';

/** shell.md §4: Claim goes to /app-launch with the promo; a pricing target goes to /pricing. */
export function splashClaimHref(target: 'app-launch' | 'pricing' = 'app-launch'): string {
  if (target === 'pricing') return PRICING_ROUTE;
  return `${APP_LAUNCH_ROUTE}?${new URLSearchParams({ promo: LAUNCH_PROMOTION.code })}`;
}

/**
 * shell.md §4: refreshes lastActivity on the activity events of `target` (the window) and on the
 * native app's resume, at most every 10 s. A resume first checks whether the splash is due (the
 * refresh would otherwise hide a long absence) and calls `onSplashDue` if so. Returns the
 * function that stops listening.
 */
export function watchActivity({
  target,
  local,
  now,
  onAppResume,
  onSplashDue,
}: {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  local: StorageLike;
  now: () => number;
  /** The native layer's resume subscription (Capacitor's `appStateChange` to active). */
  onAppResume?: (listener: () => void) => () => void;
  onSplashDue?: () => void;
}): () => void {
  let lastWrite = Number.NEGATIVE_INFINITY;
  const record = () => {
    const time = now();
    if (time - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWrite = time;
    writeItem(local, SPLASH_KEYS.lastActivity, String(time));
  };
  const onResume = () => {
    if (shouldShowSplash(readSplashMemory(local), now())) onSplashDue?.();
    // A resume is a return after time away: always record it.
    lastWrite = Number.NEGATIVE_INFINITY;
    record();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, record, { passive: true });
  const stopResume = onAppResume?.(onResume);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, record);
    stopResume?.();
  };
}
