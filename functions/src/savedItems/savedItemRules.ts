/**
 * How a guest's local saves become saved items (travel.md §3, §4). Pure: the import handler in
 * savedItems.ts stays thin over these; what an item may hold is its contract's request schema.
 */
import type { GuestSave } from '@voyagent/contracts';

/**
 * When an imported save was made: its savedAt, but never in the future (a wrong device clock must
 * not pin an item to the top of the list).
 */
export function importedSavedAt(savedAt: string | number, now: Date): Date {
  const when = new Date(savedAt);
  return Number.isNaN(when.getTime()) || when > now ? now : when;
}

/**
 * The guest saves to import, one per (item_id, item_type): the latest saved wins, in the order
 * they were saved so the newest lands last.
 */
export function uniqueGuestSaves(items: readonly GuestSave[], now: Date): GuestSave[] {
  const latest = new Map<string, GuestSave>();
  const time = (item: GuestSave) => importedSavedAt(item.savedAt, now).getTime();
  for (const item of items) {
    const key = JSON.stringify([item.item_id, item.item_type]);
    const seen = latest.get(key);
    if (!seen || time(item) >= time(seen)) latest.set(key, item);
  }
  return [...latest.values()].sort((a, b) => time(a) - time(b));
}
