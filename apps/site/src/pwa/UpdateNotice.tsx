import { createUpdateFlow, memoryStorage, UpdatePrompt } from '@voyagent/install-prompts';
import type { StorageLike, UpdateFlow } from '@voyagent/install-prompts';
import { toast } from '@voyagent/ui-kit/Toast';
import { useEffect, useState } from 'react';
import { registerServiceWorker } from './serviceWorker';

/** Reading `sessionStorage` itself throws where storage is blocked (sandboxed frames). */
function sessionStorageOrMemory(): StorageLike {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage();
  }
}

/**
 * The lazily loaded half of ServiceWorkerUpdates: registers the service worker and shows
 * install-prompts' UpdatePrompt over it (shell.md §4) once registration succeeded.
 */
export default function UpdateNotice() {
  const [flow, setFlow] = useState<UpdateFlow | null>(null);
  useEffect(() => {
    let mounted = true;
    void registerServiceWorker().then((workbox) => {
      if (!mounted || !workbox) return;
      setFlow(
        createUpdateFlow({
          workbox,
          session: sessionStorageOrMemory(),
          reload: () => window.location.reload(),
          notify: (spec) => toast[spec.variant](spec),
        }),
      );
    });
    return () => {
      mounted = false;
    };
  }, []);
  return flow ? <UpdatePrompt flow={flow} /> : null;
}
