import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { checkItem, importItems, listItems, removeItem, saveItem } from './savedItems';

/** Inserts of items whose item_id starts with this fail inside the database (a simulated fault). */
const FAULTY_ITEM_PREFIX = 'fail-on-insert-';

beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  const db = await getDatabase();
  await sql`create or replace function test_fail_saved_item() returns trigger language plpgsql as $$
    begin
      if new.item_id like ${sql.lit(`${FAULTY_ITEM_PREFIX}%`)} then
        raise exception 'simulated fault: disk full at 10.0.0.5';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create or replace trigger test_fail_saved_item before insert on saved_items
    for each row execute function test_fail_saved_item()`.execute(db);
});

afterAll(async () => {
  const db = await getDatabase();
  await sql`drop trigger if exists test_fail_saved_item on saved_items`.execute(db);
  await sql`drop function if exists test_fail_saved_item()`.execute(db);
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
type Caller = ReturnType<typeof user>;

const hotel = (itemId = `h-${randomUUID()}`) => ({
  item_id: itemId,
  item_type: 'hotel',
  title: 'Hotel Lutetia',
  description: 'Left Bank classic',
  image_url: 'https://images.example.com/lutetia.jpg',
  item_data: { rating: 4.7, price: { amount: 420, currency: 'EUR' } },
});

const save = (caller: Caller, item: object) => saveItem.run(callableRequest(item, caller));
const list = (caller: Caller, filters: object = {}) =>
  listItems.run(callableRequest(filters, caller));
const refusal = (promise: unknown) => rejection(Promise.resolve(promise));

describe(`saved items on ${inject('databaseKind')}`, () => {
  it('saves an item and answers the stored row (SB-010, SB-015, BE-093)', async () => {
    const caller = user();
    const item = hotel();
    const saved = await save(caller, item);
    expect(saved).toMatchObject(item);
    expect(saved.id).toMatch(/^\d+$/);
    expect(Date.parse(saved.created_at)).not.toBeNaN();
    expect(
      await checkItem.run(callableRequest({ item_id: item.item_id, item_type: 'hotel' }, caller)),
    ).toEqual({ saved: true });
  });

  it('answers invalid-argument, not internal, for item_data the database cannot store', async () => {
    expect(await refusal(save(user(), { ...hotel(), item_data: { note: 'half \ud83d' } }))).toEqual(
      {
        code: 'invalid-argument',
        message: 'item_data must be a JSON object of at most 16 KB',
      },
    );
  });

  it('refuses lone surrogates in text, so two ids can never become one U+FFFD id', async () => {
    const caller = user();
    const itemId = `h-${randomUUID()}-`;
    expect(await refusal(save(caller, hotel(`${itemId}\ud800`)))).toEqual({
      code: 'invalid-argument',
      message: 'item_id must not contain unpaired surrogate characters',
    });
    expect(await refusal(save(caller, { ...hotel(), title: 'Caf\udc00' }))).toEqual({
      code: 'invalid-argument',
      message: 'title must not contain unpaired surrogate characters',
    });
    await save(caller, hotel(`${itemId}\ufffd`));
    const { items } = await list(caller);
    expect(items.map((item) => item.item_id)).toEqual([`${itemId}\ufffd`]);
  });

  it('keeps one row when the same item is saved twice, with the latest details', async () => {
    const caller = user();
    const item = hotel();
    const first = await save(caller, item);
    const second = await save(caller, { ...item, title: 'Hôtel Lutetia' });
    expect(second.id).toBe(first.id);
    expect(second.created_at).toBe(first.created_at);
    expect(second.title).toBe('Hôtel Lutetia');
    expect((await list(caller)).items).toHaveLength(1);
  });

  it('treats the same item_id of another type as another item', async () => {
    const caller = user();
    await save(caller, hotel('shared-id'));
    await save(caller, { ...hotel('shared-id'), item_type: 'destination' });
    expect((await list(caller)).items).toHaveLength(2);
  });

  it('lists newest first, filters by type and pages', async () => {
    const caller = user();
    for (const title of ['first', 'second', 'third']) await save(caller, { ...hotel(), title });
    await save(caller, { ...hotel(), item_type: 'flight', title: 'a flight' });
    expect((await list(caller)).items.map((item) => item.title)).toEqual([
      'a flight',
      'third',
      'second',
      'first',
    ]);
    const hotels = await list(caller, { item_type: 'hotel', limit: 2 });
    expect(hotels.items.map((item) => item.title)).toEqual(['third', 'second']);
    expect(hotels.nextOffset).toBe(2);
    const rest = await list(caller, { item_type: 'hotel', limit: 2, offset: 2 });
    expect(rest).toMatchObject({ items: [{ title: 'first' }], nextOffset: null });
  });

  it('removes by item_id and item_type, and says when there was nothing to remove (SB-015, BE-093)', async () => {
    const caller = user();
    const item = hotel();
    await save(caller, item);
    const key = { item_id: item.item_id, item_type: 'hotel' };
    expect(await removeItem.run(callableRequest(key, caller))).toEqual({ removed: true });
    expect(await removeItem.run(callableRequest(key, caller))).toEqual({ removed: false });
    expect(await checkItem.run(callableRequest(key, caller))).toEqual({ saved: false });
  });

  it("never shows, checks or removes another user's items", async () => {
    const owner = user();
    const other = user();
    const item = hotel();
    await save(owner, item);
    const key = { item_id: item.item_id, item_type: 'hotel' };
    expect((await list(other)).items).toEqual([]);
    expect(await checkItem.run(callableRequest(key, other))).toEqual({ saved: false });
    expect(await removeItem.run(callableRequest(key, other))).toEqual({ removed: false });
    expect(await checkItem.run(callableRequest(key, owner))).toEqual({ saved: true });
  });

  it('checks a list of cards in one call, answering in request order', async () => {
    const caller = user();
    const [kept, other] = [hotel(), hotel()];
    await save(caller, kept);
    await save(user(), other);
    const keys = [other, kept, { item_id: kept.item_id, item_type: 'flight' }].map((item) => ({
      item_id: item.item_id,
      item_type: item.item_type,
    }));
    expect(await checkItem.run(callableRequest({ items: keys }, caller))).toEqual({
      items: [
        { ...keys[0], saved: false },
        { ...keys[1], saved: true },
        { ...keys[2], saved: false },
      ],
    });
  });

  it('refuses a bad list of cards naming what is wrong', async () => {
    const caller = user();
    const check = async (data: unknown) => refusal(checkItem.run(callableRequest(data, caller)));
    expect(await check({ items: [] })).toEqual({
      code: 'invalid-argument',
      message: 'items must hold at least one item',
    });
    expect(await check({ items: [{ item_id: 'x', item_type: 'car' }] })).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^item_type must be one of/),
    });
    const tooMany = Array.from({ length: 101 }, (_, index) => ({
      item_id: `h-${index}`,
      item_type: 'hotel',
    }));
    expect(await check({ items: tooMany })).toEqual({
      code: 'invalid-argument',
      message: 'items must hold at most 100 items',
    });
    expect(
      await check({ items: [{ item_id: 'x', item_type: 'hotel' }], item_id: 'x' }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Unexpected field: item_id/),
    });
  });

  it('refuses guests on every call', async () => {
    const key = { item_id: 'x', item_type: 'hotel' };
    for (const [fn, data] of [
      [saveItem, hotel()],
      [listItems, {}],
      [checkItem, key],
      [removeItem, key],
      [importItems, { items: [] }],
    ] as const) {
      expect((await refusal(fn.run(callableRequest(data)))).code).toBe('unauthenticated');
    }
  });

  it('refuses a payload naming a user id, and oversized fields, with invalid-argument', async () => {
    const caller = user();
    expect(await refusal(save(caller, { ...hotel(), user_id: 'victim' }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await refusal(save(caller, { ...hotel(), title: 'x'.repeat(301) }))).toEqual({
      code: 'invalid-argument',
      message: 'title must be at most 300 characters',
    });
    expect(
      await refusal(checkItem.run(callableRequest({ item_id: 'x', item_type: 'car' }, caller))),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^item_type/) });
  });
});

describe(`saved-items-import on ${inject('databaseKind')}`, () => {
  const guestSave = (item: ReturnType<typeof hotel>, savedAt: string) => ({
    ...item,
    id: `guest_${randomUUID()}`,
    savedAt,
  });

  it('imports guest saves in one call, skipping ones already saved and repeats', async () => {
    const caller = user();
    const alreadySaved = hotel();
    await save(caller, alreadySaved);
    const older = hotel();
    const newer = hotel();
    const result = await importItems.run(
      callableRequest(
        {
          items: [
            guestSave(newer, '2025-05-02T09:00:00.000Z'),
            guestSave(alreadySaved, '2025-05-01T08:00:00.000Z'),
            guestSave(older, '2025-05-01T09:00:00.000Z'),
            guestSave(older, '2025-05-01T09:00:00.000Z'),
          ],
        },
        caller,
      ),
    );
    expect(result).toEqual({ imported: 2, skipped: 2 });
    const { items } = await list(caller);
    expect(items.map((item) => item.item_id)).toEqual([
      alreadySaved.item_id,
      newer.item_id,
      older.item_id,
    ]);
    expect(items[1]?.created_at).toBe('2025-05-02T09:00:00.000Z');
  });

  it('is safe to repeat: a second import adds nothing', async () => {
    const caller = user();
    const items = [guestSave(hotel(), '2025-05-01T09:00:00.000Z')];
    await importItems.run(callableRequest({ items }, caller));
    expect(await importItems.run(callableRequest({ items }, caller))).toEqual({
      imported: 0,
      skipped: 1,
    });
  });

  it('answers zero for an empty list', async () => {
    expect(await importItems.run(callableRequest({ items: [] }, user()))).toEqual({
      imported: 0,
      skipped: 0,
    });
  });

  it('refuses more than 50 saves, and saves without a guest_ id', async () => {
    const caller = user();
    const many = Array.from({ length: 51 }, () => guestSave(hotel(), '2025-05-01T09:00:00Z'));
    expect(await refusal(importItems.run(callableRequest({ items: many }, caller)))).toEqual({
      code: 'invalid-argument',
      message: 'items must hold at most 50 saves',
    });
    const unprefixed = { ...guestSave(hotel(), '2025-05-01T09:00:00Z'), id: '42' };
    expect(
      (await refusal(importItems.run(callableRequest({ items: [unprefixed] }, caller)))).message,
    ).toBe('items.0.id: id must start with guest_');
  });

  it('imports nothing when the database fails midway, and leaks no detail', async () => {
    const caller = user();
    const items = [
      guestSave(hotel(), '2025-05-01T09:00:00Z'),
      guestSave(hotel(`${FAULTY_ITEM_PREFIX}${randomUUID()}`), '2025-05-02T09:00:00Z'),
    ];
    expect(await refusal(importItems.run(callableRequest({ items }, caller)))).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect((await list(caller)).items).toEqual([]);
  });
});

describe(`the free plan's saved_items cap on ${inject('databaseKind')}`, () => {
  const CAP = 15;
  const guestSave = (item: ReturnType<typeof hotel>) => ({
    ...item,
    id: `guest_${randomUUID()}`,
    savedAt: '2025-05-01T09:00:00.000Z',
  });
  const savedToday = async (caller: Caller) => {
    const db = await getDatabase();
    const row = await db
      .selectFrom('user_usage')
      .select('count')
      .where('user_id', '=', caller.uid)
      .where('usage_type', '=', 'saved_items')
      .where('usage_day', '=', sql<Date>`${new Date().toISOString().slice(0, 10)}::date`)
      .executeTakeFirst();
    return row?.count ?? 0;
  };
  const capReached = {
    code: 'resource-exhausted',
    message:
      "You've reached today's limit of 15 saved items on the free plan. Upgrade to save more.",
  };

  it('stores 15 new saves a day for a free user, refuses the 16th and does not store it', async () => {
    const caller = user();
    const kept = Array.from({ length: CAP }, () => hotel());
    for (const item of kept) await save(caller, item);
    const refused = hotel();
    expect(await refusal(save(caller, refused))).toEqual(capReached);
    expect(
      await checkItem.run(
        callableRequest({ item_id: refused.item_id, item_type: 'hotel' }, caller),
      ),
    ).toEqual({ saved: false });
    expect((await list(caller)).items).toHaveLength(CAP);
    expect(await savedToday(caller)).toBe(CAP);
    // Saving a kept item again refreshes it; it is not a new save, so the cap does not refuse it.
    const first = kept[0] ?? hotel();
    expect(await save(caller, { ...first, title: 'Renamed' })).toMatchObject({ title: 'Renamed' });
    expect(await savedToday(caller)).toBe(CAP);
  });

  it('holds the cap when 30 saves arrive at once: 15 stored, 15 refused', async () => {
    const caller = user();
    const results = await Promise.allSettled(
      Array.from({ length: 2 * CAP }, () => Promise.resolve(save(caller, hotel()))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(CAP);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason.code).toBe('resource-exhausted');
    }
    expect((await list(caller)).items).toHaveLength(CAP);
    expect(await savedToday(caller)).toBe(CAP);
  });

  it('counts a re-save of the same item once', async () => {
    const caller = user();
    const item = hotel();
    await save(caller, item);
    await save(caller, item);
    expect(await savedToday(caller)).toBe(1);
  });

  it('gives a trial, a paying user and the unlimited admin no cap', async () => {
    const adminEmail = `boss-${randomUUID()}@voyagent.test`;
    const previousAdminEmail = process.env.UNLIMITED_ADMIN_EMAIL;
    process.env.UNLIMITED_ADMIN_EMAIL = adminEmail;
    try {
      const db = await getDatabase();
      const trialUser = user();
      const payingUser = user();
      await db
        .insertInto('subscriptions')
        .values([
          { user_id: trialUser.uid, is_trial: true, trial_end: new Date(Date.now() + 86_400_000) },
          { user_id: payingUser.uid, subscribed: true, subscription_tier: 'Jetsetter' },
        ])
        .execute();
      const admin = { ...user(), email: adminEmail, emailVerified: true };
      for (const caller of [trialUser, payingUser, admin]) {
        for (let i = 0; i <= CAP; i++) await save(caller, hotel());
        expect((await list(caller)).items).toHaveLength(CAP + 1);
      }
      // Unverified, the admin's address is an ordinary free account.
      const squatter = { ...user(), email: adminEmail };
      for (let i = 0; i < CAP; i++) await save(squatter, hotel());
      expect(await refusal(save(squatter, hotel()))).toEqual(capReached);
    } finally {
      if (previousAdminEmail === undefined) delete process.env.UNLIMITED_ADMIN_EMAIL;
      else process.env.UNLIMITED_ADMIN_EMAIL = previousAdminEmail;
    }
  });

  it('counts imported saves on the same counter and imports none past the cap', async () => {
    const caller = user();
    const saved = Array.from({ length: CAP - 2 }, () => hotel());
    for (const item of saved) await save(caller, item);
    const three = [guestSave(hotel()), guestSave(hotel()), guestSave(hotel())];
    expect(await refusal(importItems.run(callableRequest({ items: three }, caller)))).toEqual({
      code: 'resource-exhausted',
      message:
        "Importing these saves would pass today's limit of 15 saved items on the free plan. Upgrade to save more.",
    });
    expect((await list(caller)).items).toHaveLength(CAP - 2);
    expect(await savedToday(caller)).toBe(CAP - 2);
    // Two fit; an item already saved is skipped and not counted.
    const fitting = [...three.slice(0, 2), guestSave(saved[0] ?? hotel())];
    expect(await importItems.run(callableRequest({ items: fitting }, caller))).toMatchObject({
      imported: 2,
    });
    expect(await savedToday(caller)).toBe(CAP);
  });
});
