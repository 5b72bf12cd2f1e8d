import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastSpec } from '../installToasts/installToasts';
import { claimOfflineToast } from '../offlineQueue/offlineQueue';
import type { OfflineStore } from '../offlineQueue/offlineStore';
import type { StorageLike } from '../platform/webStorage';

/** The connection as the page sees it; `browserNetwork(window)` over online/offline events. */
export interface NetworkStatus {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
}

export function browserNetwork(win: Window): NetworkStatus {
  return {
    isOnline: () => win.navigator.onLine,
    subscribe(listener) {
      win.addEventListener('online', listener);
      win.addEventListener('offline', listener);
      return () => {
        win.removeEventListener('online', listener);
        win.removeEventListener('offline', listener);
      };
    },
  };
}

export function useOnlineStatus(network: NetworkStatus): boolean {
  // Server rendering has no connection to read: it renders online, the client corrects it.
  return useSyncExternalStore(network.subscribe, network.isOnline, () => true);
}

/**
 * shell.md §4: going offline toasts "You're offline. Some features may be limited." once per
 * session, never on /profile or /dashboard.
 */
export function useOfflineToast({
  online,
  pathname,
  session,
  notify,
}: {
  online: boolean;
  pathname: string;
  session: StorageLike;
  notify: (toast: ToastSpec) => void;
}) {
  useEffect(() => {
    if (online) return;
    const toast = claimOfflineToast(session, pathname);
    if (toast) notify(toast);
  }, [online, pathname, session, notify]);
}

/**
 * The queue behind the banners: its pending and failed counts, refreshed on every connection
 * change and after `refresh()` (call it after queueing an action); back online with pending
 * actions, it replays them and toasts "Offline data synced successfully" when any landed.
 */
export function useOfflineQueue({
  store,
  online,
  fetch,
  freshHeaders,
  notify,
}: {
  store: OfflineStore | null;
  online: boolean;
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
  freshHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  notify: (toast: ToastSpec) => void;
}) {
  const [counts, setCounts] = useState({ pending: 0, failed: 0 });
  const [revision, setRevision] = useState(0);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);

  useEffect(() => {
    if (!store) return;
    let live = true;
    const run = async () => {
      const before = await store.countActions();
      if (live) setCounts(before);
      if (!online || before.pending === 0) return;
      const report = await store.sync({ fetch, freshHeaders });
      if (report.toast) notify(report.toast);
      const after = await store.countActions();
      if (live) setCounts(after);
    };
    // A storage failure leaves the last counts shown; the next change tries again.
    run().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store, online, revision, fetch, freshHeaders, notify]);

  return { pendingCount: counts.pending, failedCount: counts.failed, refresh };
}
