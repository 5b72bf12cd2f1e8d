import { SHELL_TOASTS, type ToastSpec } from '../installToasts/installToasts';
import { readItem, writeItem, type StorageLike } from '../platform/webStorage';

/** shell.md §7: the messages between the page and the service worker. */
export const SW_MESSAGES = {
  /** Worker → page: a new version is ready. */
  updateAvailable: 'SW_UPDATE_AVAILABLE',
  /** Page → waiting worker: take over now. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** shell.md §4, §9: how often the page asks for a new service worker. */
export const UPDATE_CHECK_INTERVAL_MS = 30_000;
/** shell.md §4, §9: the reload follows Update Now after 1 s, long enough to read the toast. */
export const UPDATE_RELOAD_DELAY_MS = 1000;
/** shell.md §3: session storage; Later or close hides the notice until the tab closes. */
export const UPDATE_DISMISSED_KEY = 'pwa-update-dismissed';

/** The part of workbox-window's `Workbox` the flow uses (a test passes a stand-in). */
export interface WorkboxLike {
  addEventListener(
    type: 'waiting' | 'message',
    listener: (event: { data?: unknown }) => void,
  ): void;
  removeEventListener(
    type: 'waiting' | 'message',
    listener: (event: { data?: unknown }) => void,
  ): void;
  /** Asks the browser to look for a new service worker. */
  update(): Promise<unknown>;
  /** Posts `{ type: 'SKIP_WAITING' }` to the waiting worker. */
  messageSkipWaiting(): void;
}

export interface UpdatePromptState {
  visible: boolean;
  /** Update Now was pressed: the page reloads in a moment. */
  updating: boolean;
}

export interface UpdateFlowOptions {
  workbox: WorkboxLike;
  session: StorageLike;
  reload: () => void;
  /** Shows a toast (the host passes `toast[spec.variant](spec)`). */
  notify: (toast: ToastSpec) => void;
  /** Timers; the global ones unless given (fake timers replace those in tests). */
  timers?: Pick<typeof globalThis, 'setTimeout' | 'setInterval' | 'clearInterval'>;
}

export interface UpdateFlow {
  /** Listens for new versions and checks every 30 s; returns the function that stops it. */
  start(): () => void;
  getState(): UpdatePromptState;
  /** For `useSyncExternalStore`: called after every state change. */
  subscribe(listener: () => void): () => void;
  updateNow(): void;
  /** Later or close. */
  dismiss(): void;
}

function isUpdateMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SW_MESSAGES.updateAvailable
  );
}

/**
 * shell.md §4: the update notice appears when a new worker is installed while one is active
 * (workbox's `waiting`) or the worker announces SW_UPDATE_AVAILABLE, unless dismissed this
 * session. Update Now sends SKIP_WAITING, toasts "App updated! Reloading..." and reloads after 1 s.
 */
export function createUpdateFlow({
  workbox,
  session,
  reload,
  notify,
  timers = globalThis,
}: UpdateFlowOptions): UpdateFlow {
  let state: UpdatePromptState = { visible: false, updating: false };
  const listeners = new Set<() => void>();
  const setState = (next: UpdatePromptState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const showIfWanted = () => {
    if (state.visible || state.updating) return;
    if (readItem(session, UPDATE_DISMISSED_KEY) === 'true') return;
    setState({ visible: true, updating: false });
  };
  const onWaiting = () => showIfWanted();
  const onMessage = (event: { data?: unknown }) => {
    if (isUpdateMessage(event.data)) showIfWanted();
  };
  const checkForUpdate = () => {
    // Offline or a flaky network rejects the check; the next one, 30 s later, tries again.
    Promise.resolve()
      .then(() => workbox.update())
      .catch(() => undefined);
  };

  return {
    start() {
      workbox.addEventListener('waiting', onWaiting);
      workbox.addEventListener('message', onMessage);
      const interval = timers.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      return () => {
        timers.clearInterval(interval);
        workbox.removeEventListener('waiting', onWaiting);
        workbox.removeEventListener('message', onMessage);
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateNow() {
      if (state.updating) return;
      setState({ visible: true, updating: true });
      workbox.messageSkipWaiting();
      notify(SHELL_TOASTS.updating);
      timers.setTimeout(reload, UPDATE_RELOAD_DELAY_MS);
    },
    dismiss() {
      writeItem(session, UPDATE_DISMISSED_KEY, 'true');
      setState({ visible: false, updating: false });
    },
  };
}
