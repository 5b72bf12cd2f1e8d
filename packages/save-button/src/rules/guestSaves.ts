/**
 * A guest's saves in local storage (travel.md §3): the item fields plus a `guest_` id and
 * `savedAt`, under a key carrying the product's name. Storage that cannot be read as a list of
 * guest saves is discarded and reset, never trusted and never a crash.
 */
import {
  SAVED_ITEM_TYPES,
  sameItem,
  type GuestSave,
  type SaveableItem,
  type SavedItemKey,
  type StorageLike,
} from '../types';

export const GUEST_SAVES_STORAGE_KEY = 'voyagent_guest_saved_items';
export const GUEST_ID_PREFIX = 'guest_';

const isText = (value: unknown): value is string => typeof value === 'string';

function isGuestSave(value: unknown): value is GuestSave {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const save = value as Record<string, unknown>;
  return (
    isText(save.id) &&
    save.id.startsWith(GUEST_ID_PREFIX) &&
    isText(save.savedAt) &&
    !Number.isNaN(Date.parse(save.savedAt)) &&
    isText(save.item_id) &&
    save.item_id !== '' &&
    SAVED_ITEM_TYPES.includes(save.item_type as never) &&
    isText(save.title) &&
    (save.description === undefined || isText(save.description)) &&
    (save.image_url === undefined || save.image_url === null || isText(save.image_url)) &&
    (save.item_data === undefined ||
      (typeof save.item_data === 'object' && save.item_data !== null))
  );
}

/** Removes the stored saves; a storage that refuses is left as it is (nothing else to do). */
export function clearGuestSaves(storage: StorageLike | null): void {
  try {
    storage?.removeItem(GUEST_SAVES_STORAGE_KEY);
  } catch {
    // Storage switched off: there is nothing stored to clear.
  }
}

/** The guest's saves, oldest first; corrupt storage is cleared and reads as none. */
export function readGuestSaves(storage: StorageLike | null): GuestSave[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(GUEST_SAVES_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isGuestSave)) return parsed;
  } catch {
    // Not JSON: discarded below.
  }
  clearGuestSaves(storage);
  return [];
}

/** Stores the list; throws when storage refuses (full, or switched off), so the save fails. */
export function writeGuestSaves(storage: StorageLike | null, saves: readonly GuestSave[]): void {
  if (!storage) throw new Error('Local storage is not available');
  if (saves.length === 0) storage.removeItem(GUEST_SAVES_STORAGE_KEY);
  else storage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify(saves));
}

export function newGuestSave(item: SaveableItem, now: Date, uniqueId: string): GuestSave {
  return { ...item, id: `${GUEST_ID_PREFIX}${uniqueId}`, savedAt: now.toISOString() };
}

export const findGuestSave = (saves: readonly GuestSave[], key: SavedItemKey) =>
  saves.find((save) => sameItem(save, key));

/** The list without the saves of these ids (removal works by id, travel.md §4). */
export const withoutIds = (saves: readonly GuestSave[], ids: readonly string[]) =>
  saves.filter((save) => !ids.includes(save.id));
