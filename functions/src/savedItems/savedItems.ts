/**
 * A signed-in user's saved items (travel.md §3, §4, §7): `saved-items-save`, `-list`, `-check`,
 * `-remove` and `-import`. Every query is scoped to the caller's uid; a user id in a payload is
 * refused by the strict schemas.
 */
import type { Selectable } from 'kysely';
import { getDatabase } from '../db/database';
import type { SavedItemsTable } from '../db/schema';
import { signedInCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import {
  importedSavedAt,
  importItemsInput,
  itemKeyInput,
  listItemsInput,
  saveItemInput,
  uniqueGuestSaves,
  type JsonObject,
} from './savedItemRules';

export interface SavedItem {
  id: string;
  item_id: string;
  item_type: string;
  title: string;
  description: string;
  image_url: string | null;
  item_data: JsonObject;
  created_at: string;
}

function toSavedItem(row: Selectable<SavedItemsTable>): SavedItem {
  return {
    id: String(row.id),
    item_id: row.item_id,
    item_type: row.item_type,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    item_data: row.item_data as JsonObject,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * `saved-items-save` {item} → the stored row. Saving an item again is not an error: the same row
 * is answered, its details refreshed, its id and created_at kept.
 */
export const saveItem = signedInCallable({
  name: 'saved-items-save',
  input: saveItemInput,
  handler: async (item, { uid }): Promise<SavedItem> => {
    const db = await getDatabase();
    const row = await db
      .insertInto('saved_items')
      .values({ ...item, user_id: uid, item_data: JSON.stringify(item.item_data) })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'item_id', 'item_type']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          image_url: eb.ref('excluded.image_url'),
          item_data: eb.ref('excluded.item_data'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSavedItem(row);
  },
});

/** `saved-items-list` {item_type?, limit?, offset?} → {items, nextOffset}, newest first. */
export const listItems = signedInCallable({
  name: 'saved-items-list',
  input: listItemsInput,
  handler: async ({ item_type, limit, offset }, { uid }) => {
    const db = await getDatabase();
    let query = db.selectFrom('saved_items').selectAll().where('user_id', '=', uid);
    if (item_type) query = query.where('item_type', '=', item_type);
    const page = pageOf(
      await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute(),
      limit,
      offset,
    );
    return { items: page.rows.map(toSavedItem), nextOffset: page.nextOffset };
  },
});

/** `saved-items-check` {item_id, item_type} → {saved}. */
export const checkItem = signedInCallable({
  name: 'saved-items-check',
  input: itemKeyInput,
  handler: async ({ item_id, item_type }, { uid }) => {
    const db = await getDatabase();
    const row = await db
      .selectFrom('saved_items')
      .select('id')
      .where('user_id', '=', uid)
      .where('item_id', '=', item_id)
      .where('item_type', '=', item_type)
      .executeTakeFirst();
    return { saved: row !== undefined };
  },
});

/** `saved-items-remove` {item_id, item_type} → {removed}: false when it was not saved. */
export const removeItem = signedInCallable({
  name: 'saved-items-remove',
  input: itemKeyInput,
  handler: async ({ item_id, item_type }, { uid }) => {
    const db = await getDatabase();
    const result = await db
      .deleteFrom('saved_items')
      .where('user_id', '=', uid)
      .where('item_id', '=', item_id)
      .where('item_type', '=', item_type)
      .executeTakeFirst();
    return { removed: result.numDeletedRows > 0n };
  },
});

/**
 * `saved-items-import` {items: guest saves} → {imported, skipped}. A guest's local saves, moved to
 * the account after sign-in in one transaction: items already saved (or repeated in the list) are
 * skipped, never duplicated, and a failure imports none.
 */
export const importItems = signedInCallable({
  name: 'saved-items-import',
  input: importItemsInput,
  handler: async ({ items }, { uid }) => {
    const now = new Date();
    const unique = uniqueGuestSaves(items, now);
    if (unique.length === 0) return { imported: 0, skipped: items.length };
    const db = await getDatabase();
    const inserted = await db.transaction().execute((trx) =>
      trx
        .insertInto('saved_items')
        .values(
          unique.map((guest) => ({
            item_id: guest.item_id,
            item_type: guest.item_type,
            title: guest.title,
            description: guest.description,
            image_url: guest.image_url,
            item_data: JSON.stringify(guest.item_data),
            user_id: uid,
            created_at: importedSavedAt(guest.savedAt, now),
          })),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'item_id', 'item_type']).doNothing())
        .returning('id')
        .execute(),
    );
    return { imported: inserted.length, skipped: items.length - inserted.length };
  },
});
