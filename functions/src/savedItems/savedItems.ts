/**
 * A signed-in user's saved items (travel.md §3, §4, §7): `saved-items-save`, `-list`, `-check`,
 * `-remove` and `-import`. Every query is scoped to the caller's uid; a user id in a payload is
 * refused by the strict schemas.
 */
import {
  checkItem as checkContract,
  importItems as importContract,
  listItems as listContract,
  removeItem as removeContract,
  saveItem as saveContract,
} from '@voyagent/contracts';
import { getDatabase } from '../db/database';
import { isUnlimitedAdmin } from '../config/config';
import { defineCallable, type SignedInContext } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { importedSavedAt, uniqueGuestSaves } from './savedItemRules';
import {
  deleteSavedItem,
  insertSavedItems,
  isSaved,
  listSavedItems,
  savedFlags,
  upsertSavedItem,
  type Saver,
} from './savedItemsStore';

/** The caller as the saved_items cap sees them: the unlimited-admin e-mail has no cap. */
const saver = (caller: SignedInContext): Saver => ({
  userId: caller.uid,
  unlimitedAdmin: isUnlimitedAdmin(caller),
});

/**
 * `saved-items-save` {item} → the stored row. Saving an item again is not an error: the same row
 * is answered, its details refreshed, its id and created_at kept.
 */
export const saveItem = defineCallable(saveContract, async (item, caller) =>
  upsertSavedItem(await getDatabase(), saver(caller), item),
);

/** `saved-items-list` {item_type?, limit?, offset?} → {items, nextOffset}, newest first. */
export const listItems = defineCallable(listContract, async (request, { uid }) => {
  const { limit, offset } = request;
  const page = pageOf(await listSavedItems(await getDatabase(), uid, request), limit, offset);
  return { items: page.rows, nextOffset: page.nextOffset };
});

/**
 * `saved-items-check` {item_id, item_type} → {saved}; or {items} → {items: [{…key, saved}]}, one
 * query for a whole list of cards.
 */
export const checkItem = defineCallable(checkContract, async (request, { uid }) => {
  const db = await getDatabase();
  if (!('items' in request)) return { saved: await isSaved(db, uid, request) };
  const flags = await savedFlags(db, uid, request.items);
  return { items: request.items.map((key, index) => ({ ...key, saved: flags[index] === true })) };
});

/** `saved-items-remove` {item_id, item_type} → {removed}: false when it was not saved. */
export const removeItem = defineCallable(removeContract, async (key, { uid }) => ({
  removed: await deleteSavedItem(await getDatabase(), uid, key),
}));

/**
 * `saved-items-import` {items: guest saves} → {imported, skipped}. A guest's local saves, moved to
 * the account after sign-in in one transaction: items already saved (or repeated in the list) are
 * skipped, never duplicated, and a failure imports none.
 */
export const importItems = defineCallable(importContract, async ({ items }, caller) => {
  const now = new Date();
  const unique = uniqueGuestSaves(items, now);
  if (unique.length === 0) return { imported: 0, skipped: items.length };
  const imported = await insertSavedItems(
    await getDatabase(),
    saver(caller),
    unique.map((guest) => ({ ...guest, created_at: importedSavedAt(guest.savedAt, now) })),
  );
  return { imported, skipped: items.length - imported };
});
