import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedItemKey } from '../types';
import { CHECK_BATCH_WAIT_MS, createCheckBatcher } from './checkBatcher';

const key = (item_id: string): SavedItemKey => ({ item_id, item_type: 'hotel' });

describe('the check batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the checks of many cards as one call, each key once', async () => {
    const checkKeys = vi.fn(async (keys: readonly SavedItemKey[]) =>
      keys.map((asked) => asked.item_id === 'b'),
    );
    const batcher = createCheckBatcher(checkKeys);
    const answers = Promise.all(['a', 'b', 'c', 'b'].map((id) => batcher.check(key(id))));
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect(await answers).toEqual([false, true, false, true]);
    expect(checkKeys).toHaveBeenCalledTimes(1);
    expect(checkKeys).toHaveBeenCalledWith([key('a'), key('b'), key('c')]);
  });

  it('splits a batch larger than the call allows', async () => {
    const checkKeys = vi.fn(async (keys: readonly SavedItemKey[]) => keys.map(() => true));
    const batcher = createCheckBatcher(checkKeys, { maxBatch: 2 });
    const answers = Promise.all(['a', 'b', 'c'].map((id) => batcher.check(key(id))));
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect(await answers).toEqual([true, true, true]);
    expect(checkKeys.mock.calls.map(([keys]) => keys.length)).toEqual([2, 1]);
  });

  it('rejects every check of a failed call, and of an answer of the wrong length', async () => {
    const failing = createCheckBatcher(async () => Promise.reject(new Error('offline')));
    const failed = Promise.allSettled([failing.check(key('a')), failing.check(key('b'))]);
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const short = createCheckBatcher(async () => [true]);
    const shortAnswer = Promise.allSettled([short.check(key('a')), short.check(key('b'))]);
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect((await shortAnswer).map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
