import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestSave, SaveableItem, SaveAdapter, SavedItemKey } from '../types';
import { CHECK_BATCH_WAIT_MS } from './checkBatcher';
import { GUEST_REMINDER_DELAY_MS } from './guestLimit';
import { IMPORT_RETRY_DELAY_MS } from './guestImport';
import { readGuestSaves } from './guestSaves';
import { SaveStore, type SaveNotice } from './saveStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const item = (id: string): SaveableItem => ({ item_id: id, item_type: 'destination', title: id });

/** A backend in memory, recording every write with its idempotency key. */
function fakeBackend() {
  const saved = new Set<string>();
  const writes: { call: string; key: string }[] = [];
  const adapter = {
    save: vi.fn(async (saving: SaveableItem, key: string) => {
      writes.push({ call: 'save', key });
      saved.add(saving.item_id);
    }),
    remove: vi.fn(async (removing: SavedItemKey, key: string) => {
      writes.push({ call: 'remove', key });
      saved.delete(removing.item_id);
    }),
    check: vi.fn(async (keys: readonly SavedItemKey[]) => keys.map((k) => saved.has(k.item_id))),
    importGuestSaves: vi.fn(async (saves: readonly GuestSave[], key: string) => {
      writes.push({ call: 'import', key });
      saves.forEach((save) => saved.add(save.item_id));
    }),
  } satisfies SaveAdapter;
  return { adapter, saved, writes };
}

function setUp(adapter: SaveAdapter) {
  const notices: SaveNotice[] = [];
  const onSignInRequired = vi.fn();
  const onReminderScheduled = vi.fn();
  const storage = memoryStorage();
  let id = 0;
  const store = new SaveStore({
    adapter,
    storage,
    onNotice: (notice) => notices.push(notice),
    onSignInRequired,
    onReminderScheduled,
    newId: () => `id-${++id}`,
  });
  return { store, notices, onSignInRequired, onReminderScheduled, storage };
}

describe('SaveStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a guest’s three saves locally, reminds after the second, asks to sign in at the fourth', async () => {
    const { adapter } = fakeBackend();
    const { store, notices, onSignInRequired, onReminderScheduled, storage } = setUp(adapter);
    store.setVisitor(null);
    await store.toggle(item('a'));
    expect(onReminderScheduled).not.toHaveBeenCalled();
    await store.toggle(item('b'));
    // The host fetches the reminder's dialog meanwhile.
    expect(onReminderScheduled).toHaveBeenCalledTimes(1);
    // SB-005, SB-006: the reminder 1 s after the second save, not before.
    await vi.advanceTimersByTimeAsync(GUEST_REMINDER_DELAY_MS - 1);
    expect(store.reminderOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.reminderOpen()).toBe(true);
    store.setReminderOpen(false);
    await store.toggle(item('c'));
    expect(store.state(item('c')).saved).toBe(true);
    // SB-008: the fourth save asks to sign in and stores nothing.
    await store.toggle(item('d'));
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
    expect(store.state(item('d')).saved).toBeNull();
    expect(readGuestSaves(storage).map((save) => save.item_id)).toEqual(['a', 'b', 'c']);
    expect(notices).toEqual(['a', 'b', 'c'].map((title) => ({ kind: 'saved', title })));
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.reminderOpen()).toBe(false);
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('removes a guest save by id and lets the guest save again', async () => {
    const { adapter } = fakeBackend();
    const { store, notices, storage, onSignInRequired } = setUp(adapter);
    store.setVisitor(null);
    for (const id of ['a', 'b', 'c']) await store.toggle(item(id));
    await store.toggle(item('b'));
    expect(store.state(item('b')).saved).toBe(false);
    expect(notices.at(-1)).toEqual({ kind: 'removed', title: 'b' });
    await store.toggle(item('d'));
    expect(onSignInRequired).not.toHaveBeenCalled();
    expect(readGuestSaves(storage).map((save) => save.item_id)).toEqual(['a', 'c', 'd']);
  });

  it('on sign-in imports the guest saves once, then retries the pending save', async () => {
    // SB-009
    const { adapter, saved, writes } = fakeBackend();
    const { store, storage } = setUp(adapter);
    store.setVisitor(null);
    for (const id of ['a', 'b', 'c', 'd']) await store.toggle(item(id));
    store.watch(item('a'));
    store.setVisitor('user-1');
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect(writes.map((write) => write.call)).toEqual(['import', 'save']);
    expect([...saved].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(readGuestSaves(storage)).toEqual([]);
    expect(store.state(item('a')).saved).toBe(true);
    expect(store.state(item('d')).saved).toBe(true);
    // Signing out and in again imports nothing more.
    store.setVisitor(null);
    store.setVisitor('user-1');
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect(writes).toHaveLength(2);
    expect(new Set(writes.map((write) => write.key)).size).toBe(2);
  });

  it('retries a failed import and checks only after it', async () => {
    const { adapter, saved } = fakeBackend();
    adapter.importGuestSaves.mockRejectedValueOnce(new Error('unavailable'));
    const { store, storage } = setUp(adapter);
    store.setVisitor(null);
    await store.toggle(item('a'));
    store.watch(item('a'));
    store.setVisitor('user-1');
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAY_MS + CHECK_BATCH_WAIT_MS);
    expect(adapter.importGuestSaves).toHaveBeenCalledTimes(2);
    expect(saved.has('a')).toBe(true);
    expect(readGuestSaves(storage)).toEqual([]);
    expect(store.state(item('a')).saved).toBe(true);
    expect(adapter.check).toHaveBeenCalledTimes(1);
  });

  it('reads a signed-in user’s state from the server, batched for every card', async () => {
    // SB-002
    const { adapter, saved } = fakeBackend();
    saved.add('b');
    const { store } = setUp(adapter);
    store.setVisitor('user-1');
    ['a', 'b', 'c'].forEach((id) => store.watch(item(id)));
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    expect(adapter.check).toHaveBeenCalledTimes(1);
    expect(['a', 'b', 'c'].map((id) => store.state(item(id)).saved)).toEqual([false, true, false]);
  });

  it('shows a signed-in save at once and rolls it back with the failure notice', async () => {
    const { adapter } = fakeBackend();
    let fail: (error: Error) => void = () => undefined;
    adapter.save.mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = reject)));
    const { store, notices } = setUp(adapter);
    store.setVisitor('user-1');
    store.watch(item('a'));
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    const pressed = store.toggle(item('a'));
    expect(store.state(item('a')).saved).toBe(true);
    fail(new Error('internal'));
    await pressed;
    expect(store.state(item('a')).saved).toBe(false);
    expect(notices).toEqual([{ kind: 'save-failed' }]);
  });

  it('rolls back a failed removal with its notice, and reports a removal', async () => {
    const { adapter, saved } = fakeBackend();
    saved.add('a');
    const { store, notices } = setUp(adapter);
    store.setVisitor('user-1');
    store.watch(item('a'));
    await vi.advanceTimersByTimeAsync(CHECK_BATCH_WAIT_MS);
    adapter.remove.mockRejectedValueOnce(new Error('internal'));
    await store.toggle(item('a'));
    expect(store.state(item('a')).saved).toBe(true);
    await store.toggle(item('a'));
    expect(store.state(item('a')).saved).toBe(false);
    expect(notices).toEqual([{ kind: 'remove-failed' }, { kind: 'removed', title: 'a' }]);
  });

  it('fails a guest save that storage refuses, without a crash', async () => {
    const { adapter } = fakeBackend();
    const notices: SaveNotice[] = [];
    const store = new SaveStore({
      adapter,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
      onNotice: (notice) => notices.push(notice),
      onSignInRequired: () => undefined,
    });
    store.setVisitor(null);
    store.watch(item('a'));
    await store.toggle(item('a'));
    expect(store.state(item('a')).saved).toBe(false);
    expect(notices).toEqual([{ kind: 'save-failed' }]);
  });
});
