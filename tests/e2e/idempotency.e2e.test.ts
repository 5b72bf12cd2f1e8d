import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_URL, SITE_URL } from './browser';
import { callError, clientsClosedAfterAll, serverMessage, type WebClient } from './webClient';

/**
 * Replayed writes through the web SDK on the emulators: what the offline queue does when an
 * answer is lost and it sends the same action, with the same idempotency key, again.
 */

const clients = clientsClosedAfterAll();

const hotel = () => ({
  item_id: `h-${randomUUID()}`,
  item_type: 'hotel' as const,
  title: 'Hotel Lutetia',
  item_data: { rating: 4.7 },
});

/**
 * A replay as the offline queue sends it (`replayRequest`): the stored body, a fresh ID token and
 * the key in the Idempotency-Key header.
 */
async function rawReplay(client: WebClient, name: string, data: object, key: string) {
  const token = await client.user?.getIdToken(true);
  if (!token) throw new Error('the Auth emulator gave no ID token');
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE_URL,
      authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}

describe('idempotency keys', () => {
  it('saves once and answers the same when a save is replayed with its key', async () => {
    const user = await clients.signedIn();
    const save = { ...hotel(), idempotencyKey: randomUUID() };
    const first = await user.call('saved-items-save', save);
    const replay = await user.call('saved-items-save', save);
    expect(replay).toEqual(first);
    // Replays sent at once, as a flaky network may deliver them, land once too.
    const racing = await Promise.all([1, 2, 3].map(() => user.call('saved-items-save', save)));
    expect(racing).toEqual([first, first, first]);
    expect(await user.call('saved-items-list')).toEqual({ items: [first], nextOffset: null });
    expect(await user.call('get-user-usage', { usage_type: 'saved_items' })).toMatchObject({
      count: 1,
    });
  });

  it('counts a replayed usage increment once', async () => {
    const user = await clients.signedIn();
    const increment = { usage_type: 'ai_requests' as const, idempotencyKey: randomUUID() };
    const first = await user.call('increment-user-usage', increment);
    expect(first).toEqual({ allowed: true, count: 1, limit: 10, remaining: 9 });
    expect(await user.call('increment-user-usage', increment)).toEqual(first);
    expect(await user.call('get-user-usage', { usage_type: 'ai_requests' })).toMatchObject({
      count: 1,
    });
  });

  it('refuses the key with a different request, a malformed key, and a key where none is taken', async () => {
    const user = await clients.signedIn();
    const idempotencyKey = randomUUID();
    await user.call('saved-items-save', { ...hotel(), idempotencyKey });
    const reused = await callError(user.call('saved-items-save', { ...hotel(), idempotencyKey }));
    expect(reused.code).toBe('functions/failed-precondition');
    expect(serverMessage(reused)).toBe(
      'This idempotencyKey was used for a different request in the last 24 hours. Send a new key for a new action.',
    );
    const malformed = await callError(
      user.call('saved-items-save', { ...hotel(), idempotencyKey: 'not a key' }),
    );
    expect(malformed.code).toBe('functions/invalid-argument');
    expect(serverMessage(malformed)).toBe(
      'idempotencyKey must be 8 to 128 letters, digits, "-" or "_".',
    );
    const unexpected = await callError(
      user.callUnchecked('saved-items-list', { idempotencyKey: randomUUID() }),
    );
    expect(unexpected.code).toBe('functions/invalid-argument');
    expect((await user.call('saved-items-list')).items).toHaveLength(1);
  });

  it('honours the key in the Idempotency-Key header of a raw replay with a fresh token', async () => {
    const user = await clients.signedIn();
    const preflight = await fetch(`${FUNCTIONS_URL}/saved-items-save`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const key = randomUUID();
    const item = hotel();
    const first = await rawReplay(user, 'saved-items-save', item, key);
    expect(first.status).toBe(200);
    const replay = await rawReplay(user, 'saved-items-save', item, key);
    expect(replay).toEqual(first);
    expect(await user.call('saved-items-list')).toEqual({
      items: [first.body.result],
      nextOffset: null,
    });
  });
});
