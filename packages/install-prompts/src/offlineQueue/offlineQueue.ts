import { SHELL_TOASTS, type ToastSpec } from '../installToasts/installToasts';
import {
  isTimestamp,
  parseJsonObject,
  readItem,
  readValidated,
  removeItem,
  writeItem,
  type StorageLike,
} from '../platform/webStorage';

/** shell.md §3: the browser database of the offline queue and cache. */
export const OFFLINE_DB = {
  name: 'travel-offline-db',
  version: 1,
  /** Keyed by id, indexed by timestamp. */
  actionsStore: 'offline-actions',
  /** Keyed by key, indexed by timestamp. */
  cacheStore: 'cached-data',
  timestampIndex: 'timestamp',
} as const;

/** shell.md §3, §4: local storage keeps the cache, under this prefix, where IndexedDB is missing. */
export const CACHE_FALLBACK_PREFIX = 'cache:';
/** shell.md §9: a cache entry lives 1 h (3,600,000 ms) unless given its own ttl. */
export const DEFAULT_CACHE_TTL_MS = 3_600_000;
/** shell.md §3: session storage; the offline toast shows once per session. */
export const OFFLINE_TOAST_SHOWN_KEY = 'offlineToastShown';
/** The header the backend reads to apply a replayed write once, however often it arrives. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Credentials are never stored with a queued action: a token may have expired by the time the
 * visitor is back online, so each replay gets fresh ones (`replayRequest`).
 */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-firebase-appcheck'];
const QUEUEABLE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type QueueableMethod = (typeof QUEUEABLE_METHODS)[number];

/** shell.md §3: a request saved while offline, plus its idempotency key and replay status. */
export interface OfflineAction {
  /** The timestamp as text (shell.md §3), suffixed so two actions in one millisecond differ. */
  id: string;
  timestamp: number;
  url: string;
  method: QueueableMethod;
  /** JSON text of the headers, credentials left out. */
  headers: string;
  body: string | null;
  idempotencyKey: string;
  /**
   * The account that queued it, when the host has accounts: a sync replays only the signed-in
   * account's actions, so another person signing in on the device never sends them as theirs.
   */
  owner?: string;
  /** `failed`: the server refused it for good (4xx); kept so the visitor sees what was lost. */
  status: 'pending' | 'failed';
  failure?: { status: number; at: number };
}

/** A request that cannot be queued: the caller passed something no replay could send. */
export class InvalidOfflineActionError extends Error {
  override name = 'InvalidOfflineActionError';
}

function isQueueableMethod(value: unknown): value is QueueableMethod {
  return (QUEUEABLE_METHODS as readonly unknown[]).includes(value);
}

function isHeaderRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((header) => typeof header === 'string')
  );
}

/**
 * Builds the record to queue. Only writes are queued (a read has nothing to replay later); the
 * idempotency key comes from the caller (`crypto.randomUUID()`) and travels with every replay.
 * Throws `InvalidOfflineActionError` for a method, URL or key no replay could use.
 */
export function createOfflineAction(
  request: { url: string; method: string; headers?: Record<string, string>; body?: string | null },
  { now, idempotencyKey, owner }: { now: number; idempotencyKey: string; owner?: string },
): OfflineAction {
  const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
  if (!isQueueableMethod(method)) {
    throw new InvalidOfflineActionError(
      `Only ${QUEUEABLE_METHODS.join(', ')} requests are queued offline, not "${String(request.method)}".`,
    );
  }
  if (typeof request.url !== 'string' || request.url.trim() === '') {
    throw new InvalidOfflineActionError('A queued action needs the URL to send it to.');
  }
  if (typeof idempotencyKey !== 'string' || idempotencyKey.trim() === '') {
    throw new InvalidOfflineActionError('A queued action needs an idempotency key.');
  }
  if (owner !== undefined && (typeof owner !== 'string' || owner === '')) {
    throw new InvalidOfflineActionError('A queued action’s owner must be a non-empty id.');
  }
  if (request.headers !== undefined && !isHeaderRecord(request.headers)) {
    throw new InvalidOfflineActionError('Queued headers must be text values.');
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(
      ([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase()),
    ),
  );
  return {
    id: `${now}-${idempotencyKey}`,
    timestamp: now,
    url: request.url,
    method,
    headers: JSON.stringify(headers),
    body: typeof request.body === 'string' ? request.body : null,
    idempotencyKey,
    ...(owner === undefined ? {} : { owner }),
    status: 'pending',
  };
}

/** What IndexedDB hands back, checked: a corrupt or foreign record is null (the store drops it). */
export function parseOfflineAction(value: unknown): OfflineAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, timestamp, url, method, headers, body, idempotencyKey, owner, status, failure } =
    record;
  if (typeof id !== 'string' || !isTimestamp(timestamp)) return null;
  if (typeof url !== 'string' || url === '' || !isQueueableMethod(method)) return null;
  if (typeof headers !== 'string' || !isHeaderRecord(parseJsonObject(headers))) return null;
  if (body !== null && typeof body !== 'string') return null;
  if (typeof idempotencyKey !== 'string' || idempotencyKey === '') return null;
  if (owner !== undefined && (typeof owner !== 'string' || owner === '')) return null;
  const action: OfflineAction = {
    id,
    timestamp,
    url,
    method,
    headers,
    body,
    idempotencyKey,
    ...(owner === undefined ? {} : { owner }),
    status: 'pending',
  };
  if (status === 'pending') return action;
  if (status !== 'failed' || typeof failure !== 'object' || failure === null) return null;
  const { status: failedWith, at } = failure as Record<string, unknown>;
  if (typeof failedWith !== 'number' || !isTimestamp(at)) return null;
  return { ...action, status: 'failed', failure: { status: failedWith, at } };
}

/**
 * shell.md §7: a replay sends the stored method, URL, headers and body, with the caller's fresh
 * credentials and the action's idempotency key.
 */
export function replayRequest(
  action: OfflineAction,
  freshHeaders: Record<string, string> = {},
): { url: string; init: { method: string; headers: Record<string, string>; body: string | null } } {
  const stored = parseJsonObject(action.headers) ?? {};
  return {
    url: action.url,
    init: {
      method: action.method,
      headers: {
        ...(stored as Record<string, string>),
        ...freshHeaders,
        [IDEMPOTENCY_KEY_HEADER]: action.idempotencyKey,
      },
      body: action.body,
    },
  };
}

export type ReplayResult = { kind: 'response'; status: number } | { kind: 'network-error' };
export type ReplayDecision = 'delete' | 'mark-failed' | 'retry';

/** 4xx answers that mean "not now" rather than "never": timeout, too early, too many requests. */
const TRANSIENT_CLIENT_ERRORS = [408, 425, 429];

/**
 * What to do with a queued action after one replay: delivered (2xx) → delete it; refused for
 * good (4xx) → keep it, marked failed, so the visitor sees it; server trouble (5xx), a transient
 * 4xx or no network → keep it for the next sync. The idempotency key makes a retry of a write
 * that did land harmless.
 */
export function replayDecision(result: ReplayResult): ReplayDecision {
  if (result.kind === 'network-error') return 'retry';
  const { status } = result;
  if (status >= 200 && status < 300) return 'delete';
  if (status >= 400 && status < 500 && !TRANSIENT_CLIENT_ERRORS.includes(status)) {
    return 'mark-failed';
  }
  return 'retry';
}

/** The action as it stays in the queue after a replay, or null when it is to be deleted. */
export function actionAfterReplay(
  action: OfflineAction,
  result: ReplayResult,
  now: number,
): OfflineAction | null {
  switch (replayDecision(result)) {
    case 'delete':
      return null;
    case 'retry':
      return action;
    case 'mark-failed':
      return {
        ...action,
        status: 'failed',
        failure: { status: result.kind === 'response' ? result.status : 0, at: now },
      };
  }
}

/** The actions whose owner is `owner`; every action when no owner is given. */
export function actionsOf(actions: readonly OfflineAction[], owner?: string): OfflineAction[] {
  return owner === undefined ? [...actions] : actions.filter((action) => action.owner === owner);
}

/**
 * The actions a sync resends, oldest first, only `owner`'s when given; failed ones wait for the
 * visitor, not the network.
 */
export function actionsToReplay(
  actions: readonly OfflineAction[],
  owner?: string,
): OfflineAction[] {
  return actionsOf(actions, owner)
    .filter((action) => action.status === 'pending')
    .sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
}

/** shell.md §4: the toast after a sync, when it delivered anything. */
export function syncToast(decisions: readonly ReplayDecision[]): ToastSpec | null {
  return decisions.includes('delete') ? SHELL_TOASTS.synced : null;
}

/** shell.md §4: the texts of the offline banner and badge. */
export const OFFLINE_TEXTS = {
  offline: "You're offline",
  syncing: 'Syncing',
  offlineMode: 'Offline Mode',
} as const;

/**
 * shell.md §4: offline, a red banner (You're offline, with the pending count if any); online
 * with pending actions, a green Syncing banner; otherwise none.
 */
export function offlineBanner({
  online,
  pendingCount,
}: {
  online: boolean;
  pendingCount: number;
}): { tone: 'red'; text: string; pendingCount: number } | { tone: 'green'; text: string } | null {
  const pending = Number.isSafeInteger(pendingCount) && pendingCount > 0 ? pendingCount : 0;
  if (!online) return { tone: 'red', text: OFFLINE_TEXTS.offline, pendingCount: pending };
  return pending > 0 ? { tone: 'green', text: OFFLINE_TEXTS.syncing } : null;
}

/** shell.md §4: pages where the offline toast never shows (their own offline states suffice). */
export const OFFLINE_TOAST_EXCLUDED_PATHS = ['/profile', '/dashboard'] as const;

/**
 * shell.md §4: one offline toast per session, not on /profile or /dashboard. Returns the toast
 * to show and records it, or null.
 */
export function claimOfflineToast(session: StorageLike, pathname: string): ToastSpec | null {
  const excluded = OFFLINE_TOAST_EXCLUDED_PATHS.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  if (excluded || readItem(session, OFFLINE_TOAST_SHOWN_KEY) === 'true') return null;
  writeItem(session, OFFLINE_TOAST_SHOWN_KEY, 'true');
  return SHELL_TOASTS.offline;
}

/** shell.md §3: a cached value with its time and lifetime. */
export interface CacheEntry {
  key: string;
  data: unknown;
  timestamp: number;
  ttl: number;
}

export function createCacheEntry(
  key: string,
  data: unknown,
  now: number,
  ttl: number = DEFAULT_CACHE_TTL_MS,
): CacheEntry {
  // A ttl that is not a positive number would make the entry expire at once or never.
  const safeTtl = Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_CACHE_TTL_MS;
  return { key, data, timestamp: now, ttl: safeTtl };
}

export function parseCacheEntry(value: unknown): CacheEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, data, timestamp, ttl } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !isTimestamp(timestamp)) return null;
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return null;
  return { key, data, timestamp, ttl };
}

/** shell.md §4: an entry expires when its age exceeds its ttl. */
export function isCacheEntryExpired(entry: CacheEntry, now: number): boolean {
  return now - entry.timestamp > entry.ttl;
}

/**
 * A cache lookup's answer: the data, or a miss that says whether to delete what was stored
 * (expired or corrupt, shell.md §4).
 */
export function cacheLookup(
  stored: unknown,
  now: number,
): { hit: true; data: unknown } | { hit: false; remove: boolean } {
  if (stored === undefined || stored === null) return { hit: false, remove: false };
  const entry = parseCacheEntry(stored);
  if (!entry || isCacheEntryExpired(entry, now)) return { hit: false, remove: true };
  return { hit: true, data: entry.data };
}

/** The local storage fallback of the cache (shell.md §3, §4). */
export function readLocalCache(local: StorageLike, key: string, now: number): unknown {
  const storageKey = CACHE_FALLBACK_PREFIX + key;
  const stored = readValidated(local, storageKey, parseJsonObject);
  const lookup = cacheLookup(stored, now);
  if (lookup.hit) return lookup.data;
  if (lookup.remove) removeItem(local, storageKey);
  return null;
}

/** Returns whether it was stored: data JSON cannot hold (cycles, BigInt) or a full storage is not. */
export function writeLocalCache(
  local: StorageLike,
  key: string,
  data: unknown,
  now: number,
  ttl?: number,
): boolean {
  let text: string;
  try {
    text = JSON.stringify(createCacheEntry(key, data, now, ttl));
  } catch {
    return false;
  }
  return writeItem(local, CACHE_FALLBACK_PREFIX + key, text);
}
