import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { ToastSpec } from '../installToasts/installToasts';
import type { StorageLike } from '../platform/webStorage';
import {
  actionAfterReplay,
  actionsOf,
  actionsToReplay,
  cacheLookup,
  createCacheEntry,
  OFFLINE_DB,
  parseOfflineAction,
  readLocalCache,
  replayRequest,
  syncToast,
  writeLocalCache,
  type CacheEntry,
  type OfflineAction,
  type ReplayDecision,
  type ReplayResult,
} from './offlineQueue';

interface OfflineDbSchema extends DBSchema {
  'offline-actions': { key: string; value: OfflineAction; indexes: { timestamp: number } };
  'cached-data': { key: string; value: CacheEntry; indexes: { timestamp: number } };
}

export interface SyncReport {
  decisions: ReplayDecision[];
  /** "Offline data synced successfully" when the sync delivered anything. */
  toast: ToastSpec | null;
}

export interface OfflineStore {
  /** False when no browser database is available: the action was not saved (tell the visitor). */
  queue(action: OfflineAction): Promise<boolean>;
  /** Every queued action, oldest first; corrupt records are deleted on the way. */
  listActions(): Promise<OfflineAction[]>;
  /**
   * Counts for the banner and badge: waiting for the network, and refused for good; only
   * `owner`'s actions when given.
   */
  countActions(owner?: string): Promise<{ pending: number; failed: number }>;
  /** Removes an action (the visitor dismissed a failed one). */
  deleteAction(id: string): Promise<void>;
  /**
   * Resends the pending actions oldest first (shell.md §4, §7) with fresh headers; stops at the
   * first network failure (the rest would fail too). A second call while one runs joins it, so
   * nothing is sent twice by the page; the idempotency key covers a replay whose answer was lost.
   * With `owner`, only that account's actions are sent (the fresh headers are its credentials).
   */
  sync(options: {
    owner?: string;
    fetch: (url: string, init: RequestInit) => Promise<{ status: number }>;
    freshHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  }): Promise<SyncReport>;
  /** The cached data, or null when missing or expired (an expired entry is deleted). */
  getCached(key: string): Promise<unknown>;
  /** Returns whether it was cached (a full storage or uncloneable data is not). */
  setCached(key: string, data: unknown, ttl?: number): Promise<boolean>;
  close(): void;
}

type OfflineDb = IDBPDatabase<OfflineDbSchema>;

function openDatabase(factory: IDBFactory): Promise<OfflineDb> {
  return new Promise((resolve, reject) => {
    const request = factory.open(OFFLINE_DB.name, OFFLINE_DB.version);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OFFLINE_DB.actionsStore)) {
        db.createObjectStore(OFFLINE_DB.actionsStore, { keyPath: 'id' }).createIndex(
          OFFLINE_DB.timestampIndex,
          'timestamp',
        );
      }
      if (!db.objectStoreNames.contains(OFFLINE_DB.cacheStore)) {
        db.createObjectStore(OFFLINE_DB.cacheStore, { keyPath: 'key' }).createIndex(
          OFFLINE_DB.timestampIndex,
          'timestamp',
        );
      }
    };
    request.onsuccess = () => resolve(wrap(request.result) as unknown as OfflineDb);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

/**
 * The offline queue and cache over IndexedDB (`travel-offline-db` v1, shell.md §3). Where the
 * browser has no IndexedDB or refuses to open it (private modes, a corrupt profile), the cache
 * falls back to local storage under `cache:` (shell.md §4) and the queue reports that it cannot
 * save, rather than keep actions in memory that a reload would silently lose.
 */
export async function openOfflineStore({
  indexedDB,
  local,
  now,
}: {
  /** `window.indexedDB`; undefined where unsupported. */
  indexedDB: IDBFactory | undefined;
  local: StorageLike;
  now: () => number;
}): Promise<OfflineStore> {
  let db: OfflineDb | null = null;
  if (indexedDB) {
    try {
      db = await openDatabase(indexedDB);
    } catch {
      db = null;
    }
  }

  const deleteRecord = async (record: unknown) => {
    const id = (record as { id?: unknown } | null)?.id;
    if (db && typeof id === 'string') await db.delete(OFFLINE_DB.actionsStore, id);
  };

  const listActions = async (): Promise<OfflineAction[]> => {
    if (!db) return [];
    const records: unknown[] = await db.getAllFromIndex(
      OFFLINE_DB.actionsStore,
      OFFLINE_DB.timestampIndex,
    );
    const actions: OfflineAction[] = [];
    for (const record of records) {
      const action = parseOfflineAction(record);
      if (action) actions.push(action);
      else await deleteRecord(record);
    }
    return actions;
  };

  const runSync: OfflineStore['sync'] = async ({ owner, fetch, freshHeaders }) => {
    const decisions: ReplayDecision[] = [];
    if (!db) return { decisions, toast: null };
    for (const action of actionsToReplay(await listActions(), owner)) {
      const { url, init } = replayRequest(action, (await freshHeaders?.()) ?? {});
      let result: ReplayResult;
      try {
        result = { kind: 'response', status: (await fetch(url, init)).status };
      } catch {
        result = { kind: 'network-error' };
      }
      const next = actionAfterReplay(action, result, now());
      if (next === null) {
        await db.delete(OFFLINE_DB.actionsStore, action.id);
        decisions.push('delete');
      } else if (next !== action) {
        await db.put(OFFLINE_DB.actionsStore, next);
        decisions.push('mark-failed');
      } else {
        decisions.push('retry');
        if (result.kind === 'network-error') break;
      }
    }
    return { decisions, toast: syncToast(decisions) };
  };

  let running: Promise<SyncReport> | null = null;

  return {
    async queue(action) {
      if (!db) return false;
      try {
        await db.put(OFFLINE_DB.actionsStore, action);
        return true;
      } catch {
        // A full quota: the visitor must hear the action was not saved.
        return false;
      }
    },
    listActions,
    async countActions(owner) {
      const actions = actionsOf(await listActions(), owner);
      const failed = actions.filter((action) => action.status === 'failed').length;
      return { pending: actions.length - failed, failed };
    },
    async deleteAction(id) {
      if (db) await db.delete(OFFLINE_DB.actionsStore, id);
    },
    sync(options) {
      running ??= runSync(options).finally(() => {
        running = null;
      });
      return running;
    },
    async getCached(key) {
      if (!db) return readLocalCache(local, key, now());
      const lookup = cacheLookup(await db.get(OFFLINE_DB.cacheStore, key), now());
      if (lookup.hit) return lookup.data;
      if (lookup.remove) await db.delete(OFFLINE_DB.cacheStore, key);
      return null;
    },
    async setCached(key, data, ttl) {
      if (!db) return writeLocalCache(local, key, data, now(), ttl);
      try {
        await db.put(OFFLINE_DB.cacheStore, createCacheEntry(key, data, now(), ttl));
        return true;
      } catch {
        // Data the database cannot clone (functions, DOM nodes) or a full quota: not cached.
        return false;
      }
    },
    close() {
      db?.close();
    },
  };
}
