/**
 * On sign-in a guest's local saves move to the account (travel.md §4, issue 16): the local copy is
 * cleared only after the server confirms, and a failed import is retried once with the same
 * idempotency key, so a first attempt whose answer was lost is not applied twice.
 */
import type { GuestSave, StorageLike } from '../types';
import { readGuestSaves, withoutIds, writeGuestSaves } from './guestSaves';

/** The pause before the one retry of a failed import. */
export const IMPORT_RETRY_DELAY_MS = 1000;

export interface GuestImportOptions {
  storage: StorageLike | null;
  importSaves: (saves: readonly GuestSave[], idempotencyKey: string) => Promise<unknown>;
  newIdempotencyKey: () => string;
  retryDelayMs?: number;
}

/**
 * Imports the guest saves stored now; resolves to how many were sent (0: nothing to import).
 * Rejects when the retry fails too, leaving the local saves for the next sign-in.
 */
export async function importGuestSaves({
  storage,
  importSaves,
  newIdempotencyKey,
  retryDelayMs = IMPORT_RETRY_DELAY_MS,
}: GuestImportOptions): Promise<number> {
  const saves = readGuestSaves(storage);
  if (saves.length === 0) return 0;
  const idempotencyKey = newIdempotencyKey();
  try {
    await importSaves(saves, idempotencyKey);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    await importSaves(saves, idempotencyKey);
  }
  // Only what was sent: a save made meanwhile stays for the next import.
  const sentIds = saves.map((save) => save.id);
  try {
    writeGuestSaves(storage, withoutIds(readGuestSaves(storage), sentIds));
  } catch {
    // The server has them; a copy left behind is skipped as already saved next time.
  }
  return saves.length;
}
