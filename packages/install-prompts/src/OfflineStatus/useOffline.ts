import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ToastSpec } from '../installToasts/installToasts';
import { actionsOf, claimOfflineToast } from '../offlineQueue/offlineQueue';
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
 * A sync that left actions to retry (an answer lost on the way, server trouble) tries again after
 * this delay, doubled at each failure up to the cap, so a sick server is not hammered.
 */
export const SYNC_RETRY_DELAY_MS = { first: 2_000, max: 300_000 } as const;

/**
 * The queue behind the banners: its pending and failed counts, refreshed on every connection
 * change and after `refresh()` (call it after queueing an action); back online with pending
 * actions, it replays them and toasts "Offline data synced successfully" when any landed, and
 * retries what did not land (`SYNC_RETRY_DELAY_MS`) while the page stays online. Actions the
 * server refused for good stay counted as failed until the visitor dismisses them
 * (`dismissFailed`), so nothing is dropped without their knowing.
 */
export function useOfflineQueue({
  store,
  owner,
  online,
  fetch,
  freshHeaders,
  notify,
}: {
  store: OfflineStore | null;
  /** The signed-in account: only its actions are counted and replayed (see `OfflineAction`). */
  owner?: string;
  online: boolean;
  fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
  freshHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  notify: (toast: ToastSpec) => void;
}) {
  const [counts, setCounts] = useState({ pending: 0, failed: 0 });
  const [revision, setRevision] = useState(0);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);
  const failedSyncs = useRef(0);

  useEffect(() => {
    if (!store) return;
    let live = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const before = await store.countActions(owner);
      if (live) setCounts(before);
      if (!online || before.pending === 0) return;
      const report = await store.sync({ owner, fetch, freshHeaders });
      if (report.toast) notify(report.toast);
      const after = await store.countActions(owner);
      if (!live) return;
      setCounts(after);
      if (!report.decisions.includes('retry')) {
        failedSyncs.current = 0;
        return;
      }
      const delay = SYNC_RETRY_DELAY_MS.first * 2 ** failedSyncs.current;
      failedSyncs.current += 1;
      retryTimer = setTimeout(refresh, Math.min(delay, SYNC_RETRY_DELAY_MS.max));
    };
    // A storage failure leaves the last counts shown; the next change tries again.
    run().catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(retryTimer);
    };
  }, [store, owner, online, revision, fetch, freshHeaders, notify, refresh]);

  const dismissFailed = useCallback(async () => {
    if (!store) return;
    const failed = actionsOf(await store.listActions(), owner).filter(
      (action) => action.status === 'failed',
    );
    for (const action of failed) await store.deleteAction(action.id);
    refresh();
  }, [store, owner, refresh]);

  return { pendingCount: counts.pending, failedCount: counts.failed, refresh, dismissFailed };
}
