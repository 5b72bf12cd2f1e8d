import type { SaveAdapter } from '@voyagent/save-button';

const loadCalls = async () => (await import('./saveCalls')).saveCalls;

/**
 * The adapter the save provider holds from the first render. Its calls (saveCalls.ts, with the
 * callables they need) load at the first save or check: a page that saves nothing never loads
 * them.
 */
export const saveAdapter: SaveAdapter = {
  save: async (item, idempotencyKey) => (await loadCalls()).save(item, idempotencyKey),
  remove: async (key, idempotencyKey) => (await loadCalls()).remove(key, idempotencyKey),
  check: async (keys) => (await loadCalls()).check(keys),
  importGuestSaves: async (saves, idempotencyKey) =>
    (await loadCalls()).importGuestSaves(saves, idempotencyKey),
};
