import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callError, guestClient, serverMessage, signedInClient, type WebClient } from './webClient';

/** saved-items-* through the web SDK on the emulators (two-level nested export names). */

const clients: WebClient[] = [];
async function signedIn() {
  const client = await signedInClient();
  clients.push(client);
  return client;
}
afterAll(() => Promise.all(clients.map((client) => client.close())));

const hotel = () => ({
  item_id: `h-${randomUUID()}`,
  item_type: 'hotel' as const,
  title: 'Hotel Lutetia',
  image_url: 'https://images.example.com/lutetia.jpg',
  item_data: { rating: 4.7 },
});

describe('saved items', () => {
  it('refuses a signed-out caller on every call', async () => {
    const guest = guestClient();
    clients.push(guest);
    const key = { item_id: 'x', item_type: 'hotel' };
    for (const [name, data] of [
      ['saved-items-save', hotel()],
      ['saved-items-list', {}],
      ['saved-items-check', key],
      ['saved-items-remove', key],
      ['saved-items-import', { items: [] }],
    ] as const) {
      expect((await callError(guest.callUnchecked(name, data))).code).toBe(
        'functions/unauthenticated',
      );
    }
  });

  it('saves (twice without error), lists, checks and removes', async () => {
    const user = await signedIn();
    const item = hotel();
    const saved = await user.call('saved-items-save', item);
    expect(saved).toMatchObject(item);
    expect((await user.call('saved-items-save', item)).id).toBe(saved.id);
    expect(await user.call('saved-items-list', { item_type: 'hotel' })).toEqual({
      items: [expect.objectContaining({ id: saved.id, title: 'Hotel Lutetia' })],
      nextOffset: null,
    });
    const key = { item_id: item.item_id, item_type: 'hotel' as const };
    expect(await user.call('saved-items-check', key)).toEqual({ saved: true });
    expect(await user.call('saved-items-remove', key)).toEqual({ removed: true });
    expect(await user.call('saved-items-check', key)).toEqual({ saved: false });
  });

  it("keeps one user's saves from another", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const item = hotel();
    await owner.call('saved-items-save', item);
    const key = { item_id: item.item_id, item_type: 'hotel' as const };
    expect(await other.call('saved-items-check', key)).toEqual({ saved: false });
    expect(await other.call('saved-items-remove', key)).toEqual({ removed: false });
    expect(await owner.call('saved-items-check', key)).toEqual({ saved: true });
  });

  it('imports guest saves after sign-in in one call, without duplicates', async () => {
    const user = await signedIn();
    const items = [hotel(), hotel()].map((item, n) => ({
      ...item,
      id: `guest_${n}`,
      savedAt: `2025-05-0${n + 1}T10:00:00.000Z`,
    }));
    expect(await user.call('saved-items-import', { items })).toEqual({ imported: 2, skipped: 0 });
    expect(await user.call('saved-items-import', { items })).toEqual({ imported: 0, skipped: 2 });
    const { items: listed } = await user.call('saved-items-list');
    expect(listed.map((item) => item.item_id)).toEqual([items[1]?.item_id, items[0]?.item_id]);
  });

  it.each([
    ['saved-items-save', { ...hotel(), title: 'x'.repeat(301) }, /title must be at most 300/],
    ['saved-items-save', { ...hotel(), user_id: 'someone-else' }, /user_id/],
    ['saved-items-save', { ...hotel(), image_url: 'javascript:alert(1)' }, /http\(s\) URL/],
    ['saved-items-check', { item_id: 'x', item_type: 'spaceship' }, /item_type must be one of/],
    ['saved-items-list', { limit: 1000 }, /limit must be at most 100/],
    [
      'saved-items-import',
      {
        items: Array.from({ length: 51 }, (_, n) => ({ ...hotel(), id: `guest_${n}`, savedAt: 0 })),
      },
      /at most 50 saves/,
    ],
  ] as const)('answers invalid-argument to a bad %s payload', async (name, data, message) => {
    const user = await signedIn();
    const error = await callError(user.callUnchecked(name, data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(message);
  });
});

describe('the free plan’s daily cap on saves', () => {
  it('stores 15 new saves a day, refuses the 16th without storing it, and still re-saves', async () => {
    const user = await signedIn();
    // One after another: the emulator would start a worker process per concurrent call.
    const saved = Array.from({ length: 15 }, () => hotel());
    for (const item of saved) await user.call('saved-items-save', item);
    const refused = hotel();
    const error = await callError(user.call('saved-items-save', refused));
    expect(error.code).toBe('functions/resource-exhausted');
    expect(serverMessage(error)).toBe(
      "You've reached today's limit of 15 saved items on the free plan. Upgrade to save more.",
    );
    expect(
      await user.call('saved-items-check', { item_id: refused.item_id, item_type: 'hotel' }),
    ).toEqual({ saved: false });
    expect((await user.call('saved-items-list', { limit: 100 })).items).toHaveLength(15);
    const again = saved[0] ?? hotel();
    expect(await user.call('saved-items-save', { ...again, title: 'Renamed' })).toMatchObject({
      title: 'Renamed',
    });
    expect(await user.call('get-user-usage', { usage_type: 'saved_items' })).toEqual({
      allowed: false,
      count: 15,
      limit: 15,
      remaining: 0,
    });
  });
});
