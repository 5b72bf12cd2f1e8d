/**
 * Many cards ask whether their item is saved at once (a list of results renders): their checks
 * are gathered for a moment and sent as one backend call, a key asked twice asked once.
 */
import { itemKeyString, type SavedItemKey } from '../types';

/** How long checks are gathered: every card of one render asks within it. */
export const CHECK_BATCH_WAIT_MS = 10;

/** The most keys one call carries (the saved-items-check batch limit); more go in further calls. */
export const CHECK_BATCH_MAX = 100;

export type CheckKeys = (keys: readonly SavedItemKey[]) => Promise<readonly boolean[]>;

export interface CheckBatcher {
  /** Resolves whether the item is saved; rejects when its batch's call fails. */
  check(key: SavedItemKey): Promise<boolean>;
}

interface Waiting {
  key: SavedItemKey;
  resolve: (saved: boolean) => void;
  reject: (error: unknown) => void;
}

export function createCheckBatcher(
  checkKeys: CheckKeys,
  { waitMs = CHECK_BATCH_WAIT_MS, maxBatch = CHECK_BATCH_MAX } = {},
): CheckBatcher {
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(keys: SavedItemKey[]): Promise<Map<string, boolean>> {
    const flags = await checkKeys(keys);
    if (flags.length !== keys.length) {
      throw new Error(`check answered ${flags.length} flags for ${keys.length} items`);
    }
    return new Map(keys.map((key, index) => [itemKeyString(key), flags[index] === true]));
  }

  function flush() {
    const batch = waiting;
    waiting = [];
    timer = undefined;
    const unique = new Map<string, SavedItemKey>();
    for (const { key } of batch) unique.set(itemKeyString(key), key);
    const keys = [...unique.values()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const chunk = keys.slice(start, start + maxBatch);
      const asked = new Set(chunk.map(itemKeyString));
      const mine = batch.filter(({ key }) => asked.has(itemKeyString(key)));
      send(chunk).then(
        (answers) =>
          mine.forEach(({ key, resolve }) => resolve(answers.get(itemKeyString(key)) === true)),
        (error: unknown) => mine.forEach(({ reject }) => reject(error)),
      );
    }
  }

  return {
    check: (key) =>
      new Promise<boolean>((resolve, reject) => {
        waiting.push({ key, resolve, reject });
        timer ??= setTimeout(flush, waitMs);
      }),
  };
}
