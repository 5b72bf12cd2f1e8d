import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS } from './afterFirstPaint';

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Whether the promise has settled after the pending microtasks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** A browser that reports its paints: the observers' callbacks, to call with entries. */
function paintTiming() {
  const callbacks: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const disconnected = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect = disconnected;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (...names: string[]) => {
    for (const callback of callbacks) {
      callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
    }
  };
  return { report, disconnected };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint where the browser reports paints', async () => {
    const { report, disconnected } = paintTiming();
    const painted = afterFirstPaint();
    // A frame alone, or a first paint without content, is not enough.
    for (const frame of frames) frame(performance.now());
    report('first-paint');
    expect(await settled(painted)).toBe(false);
    report('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(disconnected).toHaveBeenCalled();
  });

  it('goes on after its fallback time where the first contentful paint is not reported', async () => {
    paintTiming();
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS);
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the next frame and the task after it where paints are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    for (const frame of frames) frame(performance.now());
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a page nobody sees', async () => {
    visibility = 'hidden';
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('goes on without a frame after its fallback time', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
