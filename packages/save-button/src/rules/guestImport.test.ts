import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestSave } from '../types';
import { IMPORT_RETRY_DELAY_MS, importGuestSaves } from './guestImport';
import {
  GUEST_SAVES_STORAGE_KEY,
  newGuestSave,
  readGuestSaves,
  writeGuestSaves,
} from './guestSaves';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const item = (id: string) => ({ item_id: id, item_type: 'destination' as const, title: id });
let keys = 0;
const newIdempotencyKey = () => `key-${++keys}`;

describe('importing guest saves on sign-in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the saves and clears the local copy only after the server confirms', async () => {
    const storage = memoryStorage();
    writeGuestSaves(storage, [newGuestSave(item('a'), new Date(), '1')]);
    let confirm: () => void = () => undefined;
    const importSaves = vi.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    const done = importGuestSaves({ storage, importSaves, newIdempotencyKey });
    expect(importSaves).toHaveBeenCalledTimes(1);
    expect(readGuestSaves(storage)).toHaveLength(1);
    confirm();
    expect(await done).toBe(1);
    expect(storage.data.has(GUEST_SAVES_STORAGE_KEY)).toBe(false);
  });

  it('retries a failed import once, with the same idempotency key', async () => {
    const storage = memoryStorage();
    writeGuestSaves(storage, [newGuestSave(item('a'), new Date(), '1')]);
    const importSaves = vi
      .fn<(saves: readonly GuestSave[], key: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce({ imported: 1, skipped: 0 });
    const done = importGuestSaves({ storage, importSaves, newIdempotencyKey });
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS - 1);
    expect(importSaves).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(1);
    const [first, second] = importSaves.mock.calls;
    expect(second?.[1]).toBe(first?.[1]);
    expect(readGuestSaves(storage)).toEqual([]);
  });

  it('keeps the local saves when the retry fails too', async () => {
    const storage = memoryStorage();
    writeGuestSaves(storage, [newGuestSave(item('a'), new Date(), '1')]);
    const importSaves = vi.fn(async () => Promise.reject(new Error('unavailable')));
    const done = importGuestSaves({ storage, importSaves, newIdempotencyKey });
    const settled = expect(done).rejects.toThrow('unavailable');
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS);
    await settled;
    expect(importSaves).toHaveBeenCalledTimes(2);
    expect(readGuestSaves(storage)).toHaveLength(1);
  });

  it('sends nothing when there is nothing to import, and keeps a save made meanwhile', async () => {
    const storage = memoryStorage();
    const importSaves = vi.fn(async () => undefined);
    expect(await importGuestSaves({ storage, importSaves, newIdempotencyKey })).toBe(0);
    expect(importSaves).not.toHaveBeenCalled();

    const first = newGuestSave(item('a'), new Date(), '1');
    writeGuestSaves(storage, [first]);
    const later = newGuestSave(item('b'), new Date(), '2');
    const slowImport = vi.fn(async () => {
      writeGuestSaves(storage, [first, later]);
    });
    await importGuestSaves({ storage, importSaves: slowImport, newIdempotencyKey });
    expect(readGuestSaves(storage)).toEqual([later]);
  });
});
