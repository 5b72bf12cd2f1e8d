import type { SaveAdapter } from '@voyagent/save-button';
import { backend } from '../firebase/callables';

/**
 * @voyagent/save-button's backend: the saved-items callables. Typed from the contracts, so a
 * change there that the package's own item types do not follow fails to compile here.
 */
export const saveAdapter: SaveAdapter = {
  save: (item, idempotencyKey) => backend.savedItemsSave({ ...item, idempotencyKey }),
  remove: (key, idempotencyKey) => backend.savedItemsRemove({ ...key, idempotencyKey }),
  check: async (keys) => {
    const answer = await backend.savedItemsCheck({ items: [...keys] });
    if (!('items' in answer)) throw new Error('saved-items-check answered a single item');
    return answer.items.map((item) => item.saved);
  },
  importGuestSaves: (saves, idempotencyKey) =>
    backend.savedItemsImport({ items: [...saves], idempotencyKey }),
};
