import type { WorkboxLike } from '../updateFlow/updateFlow';

type Listener = (event: { data?: unknown }) => void;

/** A workbox-window stand-in for tests and stories: `emit` plays the worker's events. */
export function fakeWorkbox() {
  const listeners = { waiting: new Set<Listener>(), message: new Set<Listener>() };
  const calls = { update: 0, skipWaiting: 0 };
  const workbox: WorkboxLike = {
    addEventListener: (type, listener) => void listeners[type].add(listener),
    removeEventListener: (type, listener) => void listeners[type].delete(listener),
    update: () => {
      calls.update += 1;
      return Promise.resolve();
    },
    messageSkipWaiting: () => {
      calls.skipWaiting += 1;
    },
  };
  return {
    workbox,
    calls,
    emit(type: 'waiting' | 'message', data?: unknown) {
      listeners[type].forEach((listener) => listener({ data }));
    },
  };
}
