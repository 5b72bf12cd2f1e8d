import type { CallableName } from '@voyagent/contracts';
import {
  createOfflineAction,
  openOfflineStore,
  SHELL_TOASTS,
  type OfflineStore,
} from '@voyagent/install-prompts';
import { callableUrl } from '../firebase/callableUrl';
import { sitePlatform } from '../shell/sitePlatform';

let opened: Promise<OfflineStore> | null = null;

/** The page's one offline queue (IndexedDB travel-offline-db), opened on first use. */
export function siteOfflineStore(): Promise<OfflineStore> {
  opened ??= openOfflineStore({
    indexedDB: window.indexedDB,
    local: sitePlatform.local,
    now: sitePlatform.now,
  });
  return opened;
}

/**
 * Queues a callable as the Firebase SDK would post it (JSON `{ data }`), without credentials: a
 * replay adds the owner's token of that moment. Toasts that it waits for the connection; answers
 * whether it was stored.
 */
export async function queueCallable(
  name: CallableName,
  request: { idempotencyKey: string },
  owner: string,
): Promise<boolean> {
  const action = createOfflineAction(
    {
      url: callableUrl(name),
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: request }),
    },
    { now: sitePlatform.now(), idempotencyKey: request.idempotencyKey, owner },
  );
  const queued = await (await siteOfflineStore()).queue(action);
  if (queued) sitePlatform.notify(SHELL_TOASTS.actionQueued);
  return queued;
}
