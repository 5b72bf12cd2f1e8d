import type { CallableName } from '@voyagent/contracts';
import { useAuthStore } from '../auth/authStore';

/** A replayable write: its contract takes the key that makes a replay apply once. */
interface ReplayableRequest {
  idempotencyKey: string;
}

const queuedListeners = new Set<() => void>();

/** Calls `listener` after every write queued offline, so the banners recount; returns the unsubscribe. */
export function subscribeQueuedActions(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * A signed-in write that survives being offline (shell.md §4): online, the callable runs as
 * usual; offline (before or during the call), the request is queued with its idempotency key for
 * the shell to replay on reconnect, and the write counts as done, so the save shows at once.
 * A guest has nothing to replay under, and a browser without storage cannot queue: both keep the
 * call's failure.
 */
export async function callOrQueue<Request extends ReplayableRequest>(
  name: CallableName,
  request: Request,
  call: (request: Request) => Promise<unknown>,
): Promise<unknown> {
  if (navigator.onLine) {
    try {
      return await call(request);
    } catch (error) {
      // The SDK cannot tell a lost connection from a server fault; the browser's flag can.
      if (navigator.onLine) throw error;
      return queueOrThrow(name, request, error);
    }
  }
  return queueOrThrow(name, request, new Error('You are offline.'));
}

async function queueOrThrow(name: CallableName, request: ReplayableRequest, failure: unknown) {
  const owner = useAuthStore.getState().user?.uid;
  if (!owner) throw failure;
  // Loaded on the first offline write only: the first paint never needs the browser database.
  const { queueCallable } = await import('./siteOfflineQueue');
  if (!(await queueCallable(name, request, owner))) throw failure;
  for (const listener of queuedListeners) listener();
  return undefined;
}
