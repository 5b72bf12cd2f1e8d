import { FUNCTION_NAMES } from '@voyagent/contracts/names';
import type { SaveAdapter } from '@voyagent/save-button';
import { backend } from '../firebase/callables';
import { callOrQueue } from './offlineSaves';

/**
 * @voyagent/save-button's backend: the saved-items callables (loaded at the first call, through
 * saveAdapter.ts). Typed from the contracts, so a
 * change there that the package's own item types do not follow fails to compile here. The writes
 * go through the offline queue when the connection is gone (`callOrQueue`).
 */
export const saveCalls: SaveAdapter = {
  save: (item, idempotencyKey) =>
    callOrQueue(FUNCTION_NAMES.savedItemsSave, { ...item, idempotencyKey }, backend.savedItemsSave),
  remove: (key, idempotencyKey) =>
    callOrQueue(
      FUNCTION_NAMES.savedItemsRemove,
      { ...key, idempotencyKey },
      backend.savedItemsRemove,
    ),
  check: async (keys) => {
    const answer = await backend.savedItemsCheck({ items: [...keys] });
    if (!('items' in answer)) throw new Error('saved-items-check answered a single item');
    return answer.items.map((item) => item.saved);
  },
  importGuestSaves: (saves, idempotencyKey) =>
    callOrQueue(
      FUNCTION_NAMES.savedItemsImport,
      { items: [...saves], idempotencyKey },
      backend.savedItemsImport,
    ),
};
