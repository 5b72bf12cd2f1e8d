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

describe('afterFirstPaint', () => {
  it('waits for the next frame and the task after it', async () => {
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
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
