// idb recognises requests and transactions by the browser's IndexedDB classes: install the fake
// ones as globals, as a browser has them; each test still gets its own empty factory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform/webStorage';
import { createOfflineAction, type OfflineAction } from './offlineQueue';
import { openOfflineStore } from './offlineStore';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

function action(n: number): OfflineAction {
  return createOfflineAction(
    {
      url: `https://api.example/save-item/${n}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer stale' },
      body: JSON.stringify({ n }),
    },
    { now: T0 + n, idempotencyKey: `key-${n}` },
  );
}

/** `null`: a browser without IndexedDB. */
async function setUp(factory: IDBFactory | null = new IDBFactory()) {
  let time = T0;
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const local = memoryStorage();
  const store = await openOfflineStore({
    indexedDB: factory ?? undefined,
    local,
    now: clock.now,
  });
  return { store, clock, local };
}

/** A server that answers each URL with the given statuses in turn (or throws for 'offline'). */
function server(answers: Record<string, (number | 'offline')[]>) {
  const received: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    received.push({ url, init });
    const answer = answers[url]?.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return { status: answer };
  });
  return { fetch, received };
}

describe('offline store over IndexedDB (shell.md §3, §4)', () => {
  // IP-039 … IP-047, IP-128
  it('creates travel-offline-db v1 with its two stores and timestamp indexes', async () => {
    const factory = new IDBFactory();
    const { store } = await setUp(factory);
    store.close();
    const request = factory.open('travel-offline-db');
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames].sort()).toEqual(['cached-data', 'offline-actions']);
    const transaction = db.transaction(['offline-actions', 'cached-data']);
    expect(transaction.objectStore('offline-actions').keyPath).toBe('id');
    expect([...transaction.objectStore('offline-actions').indexNames]).toEqual(['timestamp']);
    expect(transaction.objectStore('cached-data').keyPath).toBe('key');
    expect([...transaction.objectStore('cached-data').indexNames]).toEqual(['timestamp']);
    db.close();
  });

  it('keeps queued actions across a reopen (a reload), oldest first', async () => {
    const factory = new IDBFactory();
    const { store } = await setUp(factory);
    expect(await store.queue(action(2))).toBe(true);
    expect(await store.queue(action(1))).toBe(true);
    store.close();
    const reopened = await openOfflineStore({
      indexedDB: factory,
      local: memoryStorage(),
      now: () => T0,
    });
    expect((await reopened.listActions()).map((a) => a.id)).toEqual([
      `${T0 + 1}-key-1`,
      `${T0 + 2}-key-2`,
    ]);
    expect(await reopened.countActions()).toEqual({ pending: 2, failed: 0 });
  });

  // IP-129, IP-130, IP-131
  it('sync resends with fresh credentials and the key, deletes delivered ones, then toasts', async () => {
    const { store } = await setUp();
    await store.queue(action(1));
    await store.queue(action(2));
    const { fetch, received } = server({});
    const report = await store.sync({
      fetch,
      freshHeaders: async () => ({ Authorization: 'Bearer fresh' }),
    });
    expect(report.decisions).toEqual(['delete', 'delete']);
    expect(report.toast?.title).toBe('Offline data synced successfully');
    expect(received.map(({ url }) => url)).toEqual([
      'https://api.example/save-item/1',
      'https://api.example/save-item/2',
    ]);
    expect(received[0]?.init).toEqual({
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer fresh',
        'Idempotency-Key': 'key-1',
      },
      body: '{"n":1}',
    });
    expect(await store.listActions()).toEqual([]);
  });

  it('counts and replays only the signed-in owner’s actions, keeping the others queued', async () => {
    const { store } = await setUp();
    const owned = (n: number, owner: string) =>
      createOfflineAction(
        { url: `https://api.example/save-item/${n}`, method: 'POST', body: '{}' },
        { now: T0 + n, idempotencyKey: `key-${n}`, owner },
      );
    await store.queue(owned(1, 'ada'));
    await store.queue(owned(2, 'grace'));
    expect(await store.countActions('ada')).toEqual({ pending: 1, failed: 0 });
    expect(await store.countActions()).toEqual({ pending: 2, failed: 0 });

    const { fetch, received } = server({});
    const report = await store.sync({ owner: 'ada', fetch });
    expect(report.decisions).toEqual(['delete']);
    expect(received.map(({ url }) => url)).toEqual(['https://api.example/save-item/1']);
    expect((await store.listActions()).map((queued) => queued.owner)).toEqual(['grace']);
  });

  it('keeps a permanently refused action visible as failed, and retries server errors', async () => {
    const { store } = await setUp();
    await store.queue(action(1));
    await store.queue(action(2));
    const { fetch } = server({
      'https://api.example/save-item/1': [422],
      'https://api.example/save-item/2': [503],
    });
    const report = await store.sync({ fetch });
    expect(report).toEqual({ decisions: ['mark-failed', 'retry'], toast: null });
    const [failed, pending] = await store.listActions();
    expect(failed).toMatchObject({ status: 'failed', failure: { status: 422, at: T0 } });
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await store.countActions()).toEqual({ pending: 1, failed: 1 });

    const second = server({});
    await store.sync({ fetch: second.fetch });
    expect(second.received.map(({ url }) => url)).toEqual(['https://api.example/save-item/2']);
    expect(await store.countActions()).toEqual({ pending: 0, failed: 1 });
  });

  it('a lost answer leaves the action queued; the resend carries the same key', async () => {
    const { store } = await setUp();
    await store.queue(action(1));
    await store.queue(action(2));
    const flaky = server({ 'https://api.example/save-item/1': ['offline'] });
    expect((await store.sync({ fetch: flaky.fetch })).decisions).toEqual(['retry']);
    // The first network failure ends the sync: the rest would fail too.
    expect(flaky.received).toHaveLength(1);

    const back = server({});
    await store.sync({ fetch: back.fetch });
    const keys = [...flaky.received, ...back.received].map(
      ({ init }) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
    expect(await store.listActions()).toEqual([]);
  });

  it('joins a sync already running instead of sending twice', async () => {
    const { store } = await setUp();
    await store.queue(action(1));
    const { fetch } = server({});
    const [first, second] = await Promise.all([store.sync({ fetch }), store.sync({ fetch })]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(second).toBe(first);
  });

  it('deletes corrupt records instead of replaying or crashing on them', async () => {
    const factory = new IDBFactory();
    const { store } = await setUp(factory);
    await store.queue(action(1));
    store.close();
    const request = factory.open('travel-offline-db', 1);
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const transaction = db.transaction('offline-actions', 'readwrite');
      transaction.objectStore('offline-actions').put({ id: 'junk', timestamp: T0, url: 42 });
      transaction.oncomplete = () => resolve();
    });
    db.close();

    const reopened = await openOfflineStore({
      indexedDB: factory,
      local: memoryStorage(),
      now: () => T0,
    });
    expect((await reopened.listActions()).map((a) => a.id)).toEqual([`${T0 + 1}-key-1`]);
    expect(await reopened.countActions()).toEqual({ pending: 1, failed: 0 });
  });

  // IP-136, IP-138
  it('caches for 1 h by default, then deletes the entry and returns nothing', async () => {
    const { store, clock } = await setUp();
    expect(await store.setCached('cities', ['Paris'])).toBe(true);
    clock.advance(3_600_000);
    expect(await store.getCached('cities')).toEqual(['Paris']);
    clock.advance(1);
    expect(await store.getCached('cities')).toBeNull();
    expect(await store.getCached('never-stored')).toBeNull();
  });

  it('refuses to cache what IndexedDB cannot clone, without throwing', async () => {
    const { store } = await setUp();
    expect(await store.setCached('fn', () => 1)).toBe(false);
  });

  // IP-137, IP-053
  it('without IndexedDB: caches in local storage under cache:, and says actions are not saved', async () => {
    const { store, local, clock } = await setUp(null);
    expect(await store.setCached('cities', ['Paris'], 1000)).toBe(true);
    expect(local.getItem('cache:cities')).not.toBeNull();
    expect(await store.getCached('cities')).toEqual(['Paris']);
    clock.advance(1001);
    expect(await store.getCached('cities')).toBeNull();
    expect(local.getItem('cache:cities')).toBeNull();
    expect(await store.queue(action(1))).toBe(false);
    expect(await store.countActions()).toEqual({ pending: 0, failed: 0 });
  });

  it('falls back the same way when IndexedDB refuses to open', async () => {
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { store, local } = await setUp(refusing);
    await store.setCached('k', 1);
    expect(local.getItem('cache:k')).not.toBeNull();
  });
});
