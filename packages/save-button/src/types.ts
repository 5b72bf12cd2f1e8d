/**
 * What a saved item is, as this package sees it. Structural copies of the shared contracts'
 * types (`SavedItemInput`, `GuestSave` of the saved-items calls), so the package needs no backend
 * dependency; the site's adapter is typed from the contracts, which keeps the two in step. The
 * kinds list (`savedItemTypes.ts`) is the exception: written once, the contracts re-export it.
 */

import type { SavedItemType } from './savedItemTypes';

export { SAVED_ITEM_TYPES, type SavedItemType } from './savedItemTypes';

/** What identifies a saved item within one person's list. */
export interface SavedItemKey {
  item_id: string;
  item_type: SavedItemType;
}

/** The item fields a save carries (travel.md §3 saved_items row, without user_id). */
export interface SaveableItem extends SavedItemKey {
  title: string;
  description?: string;
  image_url?: string | null;
  item_data?: Record<string, unknown>;
}

/** A guest's local save (travel.md §3): the item plus a `guest_` id and when it was saved. */
export interface GuestSave extends SaveableItem {
  id: string;
  /** ISO date-time. */
  savedAt: string;
}

/**
 * The backend, supplied by the host. Every write carries an idempotency key: a retry of one action
 * sends the same key, so it applies once. Each call rejects on failure.
 */
export interface SaveAdapter {
  save(item: SaveableItem, idempotencyKey: string): Promise<unknown>;
  remove(key: SavedItemKey, idempotencyKey: string): Promise<unknown>;
  /** Whether each key is saved, in the order given; one call for a whole list of cards. */
  check(keys: readonly SavedItemKey[]): Promise<readonly boolean[]>;
  /** Moves a guest's local saves to the account; items already saved are not duplicated. */
  importGuestSaves(saves: readonly GuestSave[], idempotencyKey: string): Promise<unknown>;
}

/** The subset of Web Storage the guest store uses (localStorage in a browser). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One string per item, for maps and sets. */
export const itemKeyString = (key: SavedItemKey): string =>
  JSON.stringify([key.item_type, key.item_id]);

export const sameItem = (a: SavedItemKey, b: SavedItemKey): boolean =>
  a.item_id === b.item_id && a.item_type === b.item_type;
