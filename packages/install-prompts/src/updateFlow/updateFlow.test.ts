import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import { createUpdateFlow, SW_MESSAGES, type WorkboxLike } from './updateFlow';

type Listener = (event: { data?: unknown }) => void;

/** workbox-window's Workbox, reduced to what the flow touches, with a way to fire its events. */
function fakeWorkbox() {
  const listeners = { waiting: new Set<Listener>(), message: new Set<Listener>() };
  const workbox = {
    addEventListener: vi.fn((type: 'waiting' | 'message', listener: Listener) => {
      listeners[type].add(listener);
    }),
    removeEventListener: vi.fn((type: 'waiting' | 'message', listener: Listener) => {
      listeners[type].delete(listener);
    }),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  } satisfies WorkboxLike;
  const fire = (type: 'waiting' | 'message', event: { data?: unknown } = {}) =>
    listeners[type].forEach((listener) => listener(event));
  return { workbox, fire, listeners };
}

function setUp(session = memoryStorage()) {
  const { workbox, fire, listeners } = fakeWorkbox();
  const reload = vi.fn();
  const notify = vi.fn();
  const flow = createUpdateFlow({ workbox, session, reload, notify });
  return { flow, workbox, fire, listeners, reload, notify, session };
}

describe('update flow (shell.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // IP-104
  it('shows the notice when a new worker is waiting', () => {
    const { flow, fire } = setUp();
    flow.start();
    expect(flow.getState().visible).toBe(false);
    fire('waiting');
    expect(flow.getState()).toEqual({ visible: true, updating: false });
  });

  // IP-161
  it('shows the notice on SW_UPDATE_AVAILABLE and ignores other messages', () => {
    const { flow, fire } = setUp();
    flow.start();
    fire('message', { data: { type: 'CACHE_UPDATED' } });
    fire('message', { data: 'SW_UPDATE_AVAILABLE' });
    fire('message', { data: null });
    expect(flow.getState().visible).toBe(false);
    fire('message', { data: { type: SW_MESSAGES.updateAvailable } });
    expect(flow.getState().visible).toBe(true);
  });

  // IP-110
  it('checks for a new version every 30 s, and a failed check does not stop the next', async () => {
    const { flow, workbox } = setUp();
    workbox.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const stop = flow.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(workbox.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });

  it('stop removes its listeners', () => {
    const { flow, listeners } = setUp();
    const stop = flow.start();
    expect(listeners.waiting.size + listeners.message.size).toBe(2);
    stop();
    expect(listeners.waiting.size + listeners.message.size).toBe(0);
  });

  // IP-105, IP-106, IP-107, IP-162
  it('Update Now sends SKIP_WAITING, toasts, and reloads after 1 s, once', () => {
    const { flow, fire, workbox, notify, reload } = setUp();
    flow.start();
    fire('waiting');
    flow.updateNow();
    flow.updateNow();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'App updated! Reloading...' }),
    );
    expect(flow.getState()).toEqual({ visible: true, updating: true });
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  // IP-108, IP-109, IP-067
  it('Later dismisses for the session: later updates stay hidden in this tab', () => {
    const session = memoryStorage();
    const { flow, fire } = setUp(session);
    flow.start();
    fire('waiting');
    flow.dismiss();
    expect(flow.getState().visible).toBe(false);
    expect(session.getItem('pwa-update-dismissed')).toBe('true');
    fire('message', { data: { type: 'SW_UPDATE_AVAILABLE' } });
    expect(flow.getState().visible).toBe(false);

    const nextLoad = setUp(session);
    nextLoad.flow.start();
    nextLoad.fire('waiting');
    expect(nextLoad.flow.getState().visible).toBe(false);

    const newTab = setUp(memoryStorage());
    newTab.flow.start();
    newTab.fire('waiting');
    expect(newTab.flow.getState().visible).toBe(true);
  });

  it('tells subscribers about each change', () => {
    const { flow, fire } = setUp();
    const listener = vi.fn();
    const unsubscribe = flow.subscribe(listener);
    flow.start();
    fire('waiting');
    fire('waiting');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    flow.dismiss();
    expect(listener).toHaveBeenCalledOnce();
  });
});
