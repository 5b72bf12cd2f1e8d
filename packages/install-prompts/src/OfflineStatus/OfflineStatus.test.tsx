import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ToastSpec } from '../installToasts/installToasts';
import { createOfflineAction } from '../offlineQueue/offlineQueue';
import { openOfflineStore, type OfflineStore } from '../offlineQueue/offlineStore';
import { memoryStorage } from '../platform/webStorage';
import { ConnectionBanner, OfflineModeBadge } from './OfflineStatus';
import {
  SYNC_RETRY_DELAY_MS,
  useOfflineQueue,
  useOfflineToast,
  useOnlineStatus,
  type NetworkStatus,
} from './useOffline';

function fakeNetwork(initiallyOnline: boolean) {
  let online = initiallyOnline;
  const listeners = new Set<() => void>();
  const network: NetworkStatus = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    network,
    set(next: boolean) {
      online = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('ConnectionBanner and OfflineModeBadge', () => {
  it("offline: a red alert You're offline, with the pending count when there is one", () => {
    // IP-124, IP-125
    const { rerender } = render(<ConnectionBanner online={false} pendingCount={0} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^You're offline$/);
    rerender(<ConnectionBanner online={false} pendingCount={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline2 actions waiting to sync");
  });

  it('online with pending actions: the green Syncing status; with none, nothing', () => {
    // IP-126, IP-127
    const { rerender, container } = render(<ConnectionBanner online pendingCount={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Syncing1 action waiting to sync');
    rerender(<ConnectionBanner online pendingCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the Offline Mode badge shows the pending count; bad counts read as none', () => {
    // IP-132
    const { rerender } = render(<OfflineModeBadge pendingCount={3} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline Mode · , 3 actions waiting to sync',
    );
    rerender(<OfflineModeBadge pendingCount={Number.NaN} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline Mode$/);
  });
});

function OfflineToastProbe({
  network,
  pathname,
  session,
  notify,
}: {
  network: NetworkStatus;
  pathname: string;
  session: ReturnType<typeof memoryStorage>;
  notify: (toast: ToastSpec) => void;
}) {
  const online = useOnlineStatus(network);
  useOfflineToast({ online, pathname, session, notify });
  return <p>{online ? 'online' : 'offline'}</p>;
}

describe('useOfflineToast', () => {
  it('toasts once per session when the connection drops', () => {
    // IP-133, IP-134, IP-068
    const { network, set } = fakeNetwork(true);
    const session = memoryStorage();
    const notify = vi.fn();
    render(<OfflineToastProbe network={network} pathname="/" session={session} notify={notify} />);
    expect(notify).not.toHaveBeenCalled();
    set(false);
    expect(screen.getByText('offline')).toBeVisible();
    set(true);
    set(false);
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "You're offline. Some features may be limited." }),
    );
    expect(session.getItem('offlineToastShown')).toBe('true');
  });

  it('never toasts on /profile or /dashboard', () => {
    const { network } = fakeNetwork(false);
    const notify = vi.fn();
    for (const pathname of ['/profile', '/dashboard']) {
      render(
        <OfflineToastProbe
          network={network}
          pathname={pathname}
          session={memoryStorage()}
          notify={notify}
        />,
      );
    }
    expect(notify).not.toHaveBeenCalled();
  });
});

function QueueProbe({
  store,
  network,
  fetch,
  notify,
}: {
  store: OfflineStore;
  network: NetworkStatus;
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
  notify: (toast: ToastSpec) => void;
}) {
  const online = useOnlineStatus(network);
  const [freshHeaders] = useState(() => () => ({ Authorization: 'Bearer fresh' }));
  const { pendingCount, failedCount, dismissFailed } = useOfflineQueue({
    store,
    online,
    fetch,
    freshHeaders,
    notify,
  });
  return (
    <>
      <ConnectionBanner online={online} pendingCount={pendingCount} />
      <p>pending {pendingCount}</p>
      <p>failed {failedCount}</p>
      <button type="button" onClick={() => void dismissFailed()}>
        dismiss failed
      </button>
    </>
  );
}

describe('useOfflineQueue', () => {
  it('counts queued actions offline, replays them when back online, then toasts the sync', async () => {
    // IP-128, IP-129, IP-131
    const store = await openOfflineStore({
      indexedDB: new IDBFactory(),
      local: memoryStorage(),
      now: () => Date.now(),
    });
    for (const n of [1, 2]) {
      await store.queue(
        createOfflineAction(
          { url: `https://api.example/save/${n}`, method: 'POST', body: '{}' },
          { now: Date.now() + n, idempotencyKey: `key-${n}` },
        ),
      );
    }
    const { network, set } = fakeNetwork(false);
    const fetch = vi.fn(async () => ({ status: 200 }));
    const notify = vi.fn();
    render(<QueueProbe store={store} network={network} fetch={fetch} notify={notify} />);
    expect(await screen.findByText('pending 2')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('2 actions waiting to sync');
    expect(fetch).not.toHaveBeenCalled();

    set(true);
    await waitFor(() => expect(screen.getByText('pending 0')).toBeVisible());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example/save/1',
      expect.objectContaining({
        headers: expect.objectContaining({
          Authorization: 'Bearer fresh',
          'Idempotency-Key': 'key-1',
        }),
      }),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Offline data synced successfully' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    store.close();
  });

  it('retries a replay whose answer was lost, after the first retry delay, with the same key', async () => {
    const store = await openOfflineStore({
      indexedDB: new IDBFactory(),
      local: memoryStorage(),
      now: () => Date.now(),
    });
    await store.queue(
      createOfflineAction(
        { url: 'https://api.example/save/1', method: 'POST', body: '{}' },
        { now: Date.now(), idempotencyKey: 'key-1' },
      ),
    );
    const { network } = fakeNetwork(true);
    const fetch = vi
      .fn<(url: string, init: RequestInit) => Promise<{ status: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ status: 200 });
    const notify = vi.fn();
    render(<QueueProbe store={store} network={network} fetch={fetch} notify={notify} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.getByText('pending 1')).toBeVisible();

    await waitFor(() => expect(screen.getByText('pending 0')).toBeVisible(), {
      timeout: SYNC_RETRY_DELAY_MS.first + 2_000,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const keys = fetch.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Offline data synced successfully' }),
    );
    store.close();
  });

  it('keeps an action the server refused for good as failed until the visitor dismisses it', async () => {
    const store = await openOfflineStore({
      indexedDB: new IDBFactory(),
      local: memoryStorage(),
      now: () => Date.now(),
    });
    await store.queue(
      createOfflineAction(
        { url: 'https://api.example/save/1', method: 'POST', body: '{}' },
        { now: Date.now(), idempotencyKey: 'key-1' },
      ),
    );
    const { network } = fakeNetwork(true);
    const fetch = vi.fn(async () => ({ status: 403 }));
    render(<QueueProbe store={store} network={network} fetch={fetch} notify={vi.fn()} />);
    expect(await screen.findByText('failed 1')).toBeVisible();
    expect(screen.getByText('pending 0')).toBeVisible();
    expect(await store.listActions()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'dismiss failed' }));
    await waitFor(() => expect(screen.getByText('failed 0')).toBeVisible());
    expect(await store.listActions()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    store.close();
  });
});
