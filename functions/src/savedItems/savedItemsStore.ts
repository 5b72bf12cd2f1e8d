/** Saved items in the database: every query is scoped to one user. */
import {
  dailyCap,
  importItems as importContract,
  saveItem as saveContract,
  type JsonObject,
  type SavedItem,
  type SavedItemInput,
  type SavedItemType,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { readAccountPlan } from '../db/accounts';
import { incrementDailyCounter, usageDay, type DailyCounterKey } from '../db/dailyCounters';
import { newestFirstPage } from '../db/pages';
import type { Database, SavedItemsTable } from '../db/schema';

function toSavedItem(row: Selectable<SavedItemsTable>): SavedItem {
  return {
    id: String(row.id),
    item_id: row.item_id,
    item_type: row.item_type as SavedItemType,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    item_data: row.item_data as JsonObject,
    created_at: row.created_at.toISOString(),
  };
}

/** (item_id, item_type): what identifies a saved item within a user's list. */
export interface ItemKey {
  item_id: string;
  item_type: SavedItemType;
}

/** Who is saving, for the saved_items cap: the admin e-mail (verified) has none. */
export interface Saver {
  userId: string;
  unlimitedAdmin: boolean;
}

/**
 * Counts `saves` new saves on the saver's saved_items counter for today, inside the transaction
 * that makes them, against the cap the saver's plan gives (read in that transaction too): past
 * the cap it throws resource-exhausted with `refusal`, and the transaction rolls the saves back.
 * Concurrent saves queue on the counter's row, so the cap holds under any concurrency.
 */
async function countSaves(
  trx: Transaction<Database>,
  { userId, unlimitedAdmin }: Saver,
  saves: number,
  refusal: (cap: number) => string,
  now: Date,
) {
  if (saves === 0) return;
  const subscription = await readAccountPlan(trx, userId);
  const cap = dailyCap('saved_items', { unlimitedAdmin, subscription }, now);
  const key: DailyCounterKey = {
    subject: { kind: 'user', userId },
    usageType: 'saved_items',
    day: usageDay(now),
  };
  const counted = await incrementDailyCounter(trx, key, saves, cap);
  if (counted === undefined && cap !== null) {
    throw new HttpsError('resource-exhausted', refusal(cap));
  }
}

/**
 * Saves the item, or refreshes its details when it is saved already (id and created_at kept). A
 * new save is counted (countSaves) in the same transaction as its insert; saving an item again is
 * not a new save and counts nothing.
 */
export async function upsertSavedItem(
  db: Kysely<Database>,
  saver: Saver,
  item: SavedItemInput,
  now = new Date(),
): Promise<SavedItem> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('saved_items')
      .values({ ...item, user_id: saver.userId, item_data: JSON.stringify(item.item_data) })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'item_id', 'item_type']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          image_url: eb.ref('excluded.image_url'),
          item_data: eb.ref('excluded.item_data'),
        })),
      )
      .returningAll()
      // PostgreSQL leaves xmax 0 on a row this statement inserted, not on one it updated.
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    if (row.inserted) await countSaves(trx, saver, 1, saveContract.errors.dailyLimit, now);
    return toSavedItem(row);
  });
}

/** Up to `limit + 1` items, newest first (the extra one tells that another page follows). */
export async function listSavedItems(
  db: Kysely<Database>,
  userId: string,
  page: { item_type?: SavedItemType | undefined; limit: number; offset: number },
): Promise<SavedItem[]> {
  let query = db.selectFrom('saved_items').selectAll().where('user_id', '=', userId);
  if (page.item_type) query = query.where('item_type', '=', page.item_type);
  const rows = await newestFirstPage(query, page).execute();
  return rows.map(toSavedItem);
}

export async function isSaved(db: Kysely<Database>, userId: string, key: ItemKey) {
  const row = await db
    .selectFrom('saved_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('item_id', '=', key.item_id)
    .where('item_type', '=', key.item_type)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `keys` the user has saved, in the order of `keys`, in one query. */
export async function savedFlags(
  db: Kysely<Database>,
  userId: string,
  keys: readonly ItemKey[],
): Promise<boolean[]> {
  const rows = await db
    .selectFrom('saved_items')
    .select(['item_id', 'item_type'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or(
        keys.map((key) =>
          eb.and([eb('item_id', '=', key.item_id), eb('item_type', '=', key.item_type)]),
        ),
      ),
    )
    .execute();
  const saved = new Set(rows.map((row) => JSON.stringify([row.item_id, row.item_type])));
  return keys.map((key) => saved.has(JSON.stringify([key.item_id, key.item_type])));
}

/** Answers whether there was such an item to remove. */
export async function deleteSavedItem(db: Kysely<Database>, userId: string, key: ItemKey) {
  const result = await db
    .deleteFrom('saved_items')
    .where('user_id', '=', userId)
    .where('item_id', '=', key.item_id)
    .where('item_type', '=', key.item_type)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Inserts the items in one transaction, skipping those already saved; answers how many were
 * inserted. The inserted ones are counted (countSaves) in that transaction: past the cap, or on
 * any failure, none is inserted.
 */
export async function insertSavedItems(
  db: Kysely<Database>,
  saver: Saver,
  items: readonly (SavedItemInput & { created_at: Date })[],
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('saved_items')
      .values(
        items.map((item) => ({
          item_id: item.item_id,
          item_type: item.item_type,
          title: item.title,
          description: item.description,
          image_url: item.image_url,
          item_data: JSON.stringify(item.item_data),
          user_id: saver.userId,
          created_at: item.created_at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'item_id', 'item_type']).doNothing())
      .returning('id')
      .execute();
    await countSaves(trx, saver, inserted.length, importContract.errors.dailyLimit, now);
    return inserted.length;
  });
}
