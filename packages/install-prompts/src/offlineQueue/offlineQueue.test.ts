import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import {
  actionAfterReplay,
  actionsToReplay,
  cacheLookup,
  claimOfflineToast,
  createCacheEntry,
  createOfflineAction,
  InvalidOfflineActionError,
  isCacheEntryExpired,
  OFFLINE_DB,
  offlineBanner,
  parseOfflineAction,
  readLocalCache,
  replayDecision,
  replayRequest,
  syncToast,
  writeLocalCache,
  type OfflineAction,
} from './offlineQueue';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const KEY = '5f0c6a4e-2b1d-4c8e-9a7f-3d2e1b0c9a8f';

function saveItem(now = T0, idempotencyKey = KEY): OfflineAction {
  return createOfflineAction(
    {
      url: 'https://api.example/save-item',
      method: 'post',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer stale-token',
        Cookie: 'session=abc',
      },
      body: '{"itemId":"hotel-1"}',
    },
    { now, idempotencyKey },
  );
}

describe('offline database (shell.md §3)', () => {
  // IP-039, IP-040, IP-041, IP-048
  it('names the database, version and stores of the spec', () => {
    expect(OFFLINE_DB).toMatchObject({
      name: 'travel-offline-db',
      version: 1,
      actionsStore: 'offline-actions',
      cacheStore: 'cached-data',
    });
  });
});

describe('queued actions (shell.md §3, §7)', () => {
  // IP-042 … IP-047, IP-128
  it('records the request with a timestamp id, its idempotency key, and no credentials', () => {
    const action = saveItem();
    expect(action).toEqual({
      id: `${T0}-${KEY}`,
      timestamp: T0,
      url: 'https://api.example/save-item',
      method: 'POST',
      headers: '{"Content-Type":"application/json"}',
      body: '{"itemId":"hotel-1"}',
      idempotencyKey: KEY,
      status: 'pending',
    });
    expect(action.id.startsWith(String(T0))).toBe(true);
  });

  it('gives two actions of the same millisecond different ids', () => {
    expect(saveItem(T0, 'a').id).not.toBe(saveItem(T0, 'b').id);
  });

  it('refuses what no replay could send, with a typed error', () => {
    const now = { now: T0, idempotencyKey: KEY };
    expect(() => createOfflineAction({ url: '/x', method: 'GET' }, now)).toThrow(
      InvalidOfflineActionError,
    );
    expect(() => createOfflineAction({ url: ' ', method: 'POST' }, now)).toThrow(
      'A queued action needs the URL to send it to.',
    );
    expect(() =>
      createOfflineAction({ url: '/x', method: 'POST' }, { now: T0, idempotencyKey: '' }),
    ).toThrow('A queued action needs an idempotency key.');
    expect(() =>
      createOfflineAction(
        { url: '/x', method: 'POST', headers: { n: 1 } as unknown as Record<string, string> },
        now,
      ),
    ).toThrow(InvalidOfflineActionError);
  });

  // IP-130
  it('replays with the stored method, URL, headers and body, fresh credentials and the key', () => {
    expect(replayRequest(saveItem(), { Authorization: 'Bearer fresh-token' })).toEqual({
      url: 'https://api.example/save-item',
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer fresh-token',
          'Idempotency-Key': KEY,
        },
        body: '{"itemId":"hotel-1"}',
      },
    });
  });

  it('reads back valid records and rejects corrupt or foreign ones', () => {
    const action = saveItem();
    expect(parseOfflineAction(JSON.parse(JSON.stringify(action)))).toEqual(action);
    const failed = actionAfterReplay(action, { kind: 'response', status: 409 }, T0 + 5);
    expect(parseOfflineAction(failed)).toEqual(failed);
    const owned = { ...action, owner: 'uid-1' };
    expect(parseOfflineAction(owned)).toEqual(owned);
    for (const foreign of [
      { ...action, owner: 7 },
      { ...action, owner: '' },
      null,
      'text',
      { ...action, timestamp: 'now' },
      { ...action, method: 'GET' },
      { ...action, headers: '[1]' },
      { ...action, headers: 'not json' },
      { ...action, body: 42 },
      { ...action, idempotencyKey: undefined },
      { ...action, status: 'failed' },
      { ...action, status: 'lost' },
    ]) {
      expect(parseOfflineAction(foreign)).toBeNull();
    }
  });
});

describe('replay outcomes (shell.md §4; issue 11)', () => {
  // IP-129
  it('deletes a delivered action', () => {
    expect(replayDecision({ kind: 'response', status: 200 })).toBe('delete');
    expect(replayDecision({ kind: 'response', status: 204 })).toBe('delete');
    expect(actionAfterReplay(saveItem(), { kind: 'response', status: 201 }, T0)).toBeNull();
  });

  it('keeps an action refused for good visible, marked failed with its status', () => {
    const action = saveItem();
    expect(replayDecision({ kind: 'response', status: 400 })).toBe('mark-failed');
    expect(actionAfterReplay(action, { kind: 'response', status: 403 }, T0 + 10)).toEqual({
      ...action,
      status: 'failed',
      failure: { status: 403, at: T0 + 10 },
    });
  });

  it('keeps server errors, transient 4xx and network failures for the next sync', () => {
    for (const status of [500, 502, 503, 408, 425, 429]) {
      expect(replayDecision({ kind: 'response', status })).toBe('retry');
    }
    const action = saveItem();
    expect(actionAfterReplay(action, { kind: 'network-error' }, T0)).toBe(action);
  });

  it('resends pending actions oldest first and leaves failed ones alone', () => {
    const first = saveItem(T0, 'a');
    const second = saveItem(T0 + 1, 'b');
    const failed = actionAfterReplay(
      saveItem(T0 - 1, 'c'),
      { kind: 'response', status: 404 },
      T0,
    ) as OfflineAction;
    expect(actionsToReplay([second, failed, first])).toEqual([first, second]);
  });

  // IP-131
  it('toasts Offline data synced successfully when a sync delivered something', () => {
    expect(syncToast(['delete', 'retry'])?.title).toBe('Offline data synced successfully');
    expect(syncToast(['retry', 'mark-failed'])).toBeNull();
    expect(syncToast([])).toBeNull();
  });
});

describe('offline banner (shell.md §4)', () => {
  // IP-124, IP-125, IP-126, IP-127
  it('is red offline with the pending count, green Syncing online with pending, else none', () => {
    expect(offlineBanner({ online: false, pendingCount: 2 })).toEqual({
      tone: 'red',
      text: "You're offline",
      pendingCount: 2,
    });
    expect(offlineBanner({ online: false, pendingCount: 0 })).toMatchObject({ pendingCount: 0 });
    expect(offlineBanner({ online: true, pendingCount: 3 })).toEqual({
      tone: 'green',
      text: 'Syncing',
    });
    expect(offlineBanner({ online: true, pendingCount: 0 })).toBeNull();
    expect(offlineBanner({ online: true, pendingCount: Number.NaN })).toBeNull();
  });
});

describe('claimOfflineToast (shell.md §4)', () => {
  // IP-133, IP-134, IP-068
  it('shows the offline toast once per session', () => {
    const session = memoryStorage();
    expect(claimOfflineToast(session, '/flights')?.title).toBe(
      "You're offline. Some features may be limited.",
    );
    expect(session.getItem('offlineToastShown')).toBe('true');
    expect(claimOfflineToast(session, '/flights')).toBeNull();
  });

  it('never on /profile or /dashboard, without using up the session toast', () => {
    const session = memoryStorage();
    expect(claimOfflineToast(session, '/profile')).toBeNull();
    expect(claimOfflineToast(session, '/dashboard/trips')).toBeNull();
    expect(session.getItem('offlineToastShown')).toBeNull();
    expect(claimOfflineToast(session, '/profiles-of-travelers')).not.toBeNull();
  });
});

describe('cache rules (shell.md §3, §4, §9)', () => {
  // IP-138, IP-049 … IP-052
  it('lives 1 h by default', () => {
    expect(createCacheEntry('cities', ['Paris'], T0)).toEqual({
      key: 'cities',
      data: ['Paris'],
      timestamp: T0,
      ttl: 3_600_000,
    });
    expect(createCacheEntry('cities', [], T0, -5).ttl).toBe(3_600_000);
  });

  // IP-136
  it('expires once its age exceeds the ttl: deleted, nothing returned', () => {
    const entry = createCacheEntry('cities', ['Paris'], T0, 1000);
    expect(isCacheEntryExpired(entry, T0 + 1000)).toBe(false);
    expect(isCacheEntryExpired(entry, T0 + 1001)).toBe(true);
    expect(cacheLookup(entry, T0 + 1000)).toEqual({ hit: true, data: ['Paris'] });
    expect(cacheLookup(entry, T0 + 1001)).toEqual({ hit: false, remove: true });
    expect(cacheLookup(undefined, T0)).toEqual({ hit: false, remove: false });
    expect(cacheLookup({ key: 'x', ttl: 'long' }, T0)).toEqual({ hit: false, remove: true });
  });

  // IP-053, IP-137
  it('falls back to local storage under cache:, deleting expired and corrupt entries', () => {
    const local = memoryStorage({ 'cache:broken': '{oops' });
    expect(writeLocalCache(local, 'cities', { list: ['Paris'] }, T0)).toBe(true);
    expect(JSON.parse(local.getItem('cache:cities') ?? '')).toMatchObject({ ttl: 3_600_000 });
    expect(readLocalCache(local, 'cities', T0 + 3_600_000)).toEqual({ list: ['Paris'] });
    expect(readLocalCache(local, 'cities', T0 + 3_600_001)).toBeNull();
    expect(local.getItem('cache:cities')).toBeNull();
    expect(readLocalCache(local, 'broken', T0)).toBeNull();
    expect(local.getItem('cache:broken')).toBeNull();
  });

  it('does not store data JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const local = memoryStorage();
    expect(writeLocalCache(local, 'cyclic', cyclic, T0)).toBe(false);
    expect(local.snapshot()).toEqual({});
  });
});
