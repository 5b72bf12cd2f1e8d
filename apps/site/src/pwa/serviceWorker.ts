// Loaded after the page's load event, in its own chunk with workbox-window: the first paint
// never waits for service-worker code.
import type { WorkboxLike } from '@voyagent/install-prompts';
import { Workbox } from 'workbox-window';
import { log } from '../logging/siteLog';

/** shell.md §7: the one service worker, controlling the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

let registration: Promise<WorkboxLike | null> | undefined;

/**
 * Registers /sw.js once per page and answers the workbox that createUpdateFlow listens to
 * (`waiting`, and SW_UPDATE_AVAILABLE as a `message`), or null where the browser has no service
 * workers or registration failed (the site then simply works online only).
 */
export function registerServiceWorker(): Promise<WorkboxLike | null> {
  registration ??= register();
  return registration;
}

async function register(): Promise<WorkboxLike | null> {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  try {
    await workbox.register();
  } catch (error) {
    log.warn('Service worker registration failed; the site works online only.', error);
    return null;
  }
  return asWorkboxLike(workbox);
}

type FlowListener = Parameters<WorkboxLike['addEventListener']>[1];

/**
 * The flow's listeners take any event object and read only `data` (set on message events), so
 * they can stand for workbox's typed listeners; the same function is passed on to remove it.
 */
function asWorkboxLike(workbox: Workbox): WorkboxLike {
  const untyped = (listener: FlowListener) => listener as (event: object) => void;
  return {
    addEventListener: (type, listener) => workbox.addEventListener(type, untyped(listener)),
    removeEventListener: (type, listener) => workbox.removeEventListener(type, untyped(listener)),
    update: () => workbox.update(),
    messageSkipWaiting: () => workbox.messageSkipWaiting(),
  };
}
