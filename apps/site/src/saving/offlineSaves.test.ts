import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const queue = vi.hoisted(() => ({ queueCallable: vi.fn() }));
vi.mock('./siteOfflineQueue', () => queue);

const { useAuthStore } = await import('../auth/authStore');
const { callOrQueue, subscribeQueuedActions } = await import('./offlineSaves');

const request = { item_id: 'paris-fr', item_type: 'destination', idempotencyKey: 'key-12345678' };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('saves through the offline queue', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().sessionChanged({ uid: 'ada', email: 'ada@example.com' });
    queue.queueCallable.mockResolvedValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('calls the backend when online, queueing nothing', async () => {
    setOnline(true);
    const call = vi.fn().mockResolvedValue({ saved: true });
    expect(await callOrQueue('saved-items-save', request, call)).toEqual({ saved: true });
    expect(call).toHaveBeenCalledWith(request);
    expect(queue.queueCallable).not.toHaveBeenCalled();
  });

  it('queues an offline write under its key and owner, counts as done, and tells listeners', async () => {
    setOnline(false);
    const listener = vi.fn();
    const unsubscribe = subscribeQueuedActions(listener);
    const call = vi.fn();
    await expect(callOrQueue('saved-items-save', request, call)).resolves.toBeUndefined();
    expect(call).not.toHaveBeenCalled();
    expect(queue.queueCallable).toHaveBeenCalledWith('saved-items-save', request, 'ada');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('queues a call that failed because the connection dropped meanwhile', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const call = vi.fn(async () => {
      onLine.mockReturnValue(false);
      throw new Error('internal');
    });
    await expect(callOrQueue('saved-items-save', request, call)).resolves.toBeUndefined();
    expect(queue.queueCallable).toHaveBeenCalledTimes(1);
  });

  it('keeps a server refusal while online, and fails what cannot be queued', async () => {
    setOnline(true);
    const refused = new Error('Item title is required.');
    await expect(
      callOrQueue('saved-items-save', request, () => Promise.reject(refused)),
    ).rejects.toBe(refused);

    setOnline(false);
    queue.queueCallable.mockResolvedValue(false);
    await expect(callOrQueue('saved-items-save', request, vi.fn())).rejects.toThrow('offline');
    useAuthStore.getState().sessionChanged(null);
    queue.queueCallable.mockClear();
    await expect(callOrQueue('saved-items-save', request, vi.fn())).rejects.toThrow('offline');
    expect(queue.queueCallable).not.toHaveBeenCalled();
  });
});
