import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BrowserInfo } from '../browserInfo/browserInfo';
import {
  attemptInstall,
  recordAppInstalled,
  type InstallAttempt,
  type InstallPromptEvent,
} from '../installState/attemptInstall';
import {
  initialInstallState,
  nextInstallState,
  type DisplayFacts,
  type InstallState,
} from '../installState/installState';
import {
  createInstallStorage,
  type InstallFlags,
  type InstallStorage,
  type PwaAnalyticsEvent,
} from '../installStorage/installStorage';
import type { ToastSpec } from '../installToasts/installToasts';
import type { StorageLike } from '../platform/webStorage';

export type PromptTimers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * Everything the install surfaces need from the host: storages, clock, timers, the toast call,
 * and the browser's install events. `browserInstallPlatform(window)` builds it for a web page; a
 * test or story passes stand-ins (fake timers, `memoryStorage`).
 */
export interface InstallPlatform {
  local: StorageLike;
  session: StorageLike;
  now: () => number;
  /** The global timers unless given. */
  timers?: PromptTimers;
  /** Shows a toast: `toast[spec.variant](spec)` with ui-kit's Toaster mounted. */
  notify: (toast: ToastSpec) => void;
  browser: BrowserInfo;
  display: DisplayFacts;
  /** The mobile variant of the shell (native, or a touch window under 768 px). */
  isMobile: boolean;
  /** `document.referrer` and `location.href`, for the social install prompt. */
  referrer: string;
  pageUrl: string;
  /** `beforeinstallprompt`, its default prevented so the page shows the prompt when asked. */
  subscribeInstallPrompt: (listener: (event: InstallPromptEvent) => void) => () => void;
  /** `appinstalled`. */
  subscribeAppInstalled: (listener: () => void) => () => void;
  reload: () => void;
}

export interface InstallController {
  platform: InstallPlatform & { timers: PromptTimers };
  storage: InstallStorage;
  state: InstallState;
  flags: InstallFlags;
  /** When this page load started, and the stored first visit (set on the first one). */
  visitStartedAt: number;
  firstVisit: number;
  /** When the browser's install prompt arrived on this page load, if it has. */
  promptReadyAt: number | null;
  /** What every Install button does; the toast it implies is shown (after its delay). */
  install(): Promise<InstallAttempt>;
  /** Not now / Maybe Later: recorded for the 48 h rule and this session. */
  dismiss(): void;
  /** The second prompt's close button: no install prompt again. */
  dismissPermanently(): void;
  /** Counts one PWA analytics event (`installPromptShown`, `reminderShown`). */
  count(event: PwaAnalyticsEvent): void;
  /** Clears every install flag and reloads the page (shell.md §4). */
  resetAndReload(): void;
}

const InstallContext = createContext<InstallController | null>(null);

/**
 * Holds the one install state every surface renders from, so the top banner, compact prompt,
 * second prompt and wizard agree (one deferred browser prompt, one "Installing..."). Create the
 * platform once (module scope or `useState`): a new one each render would re-subscribe.
 */
export function InstallPlatformProvider({
  platform,
  children,
}: {
  platform: InstallPlatform;
  children?: ReactNode;
}) {
  const timers = platform.timers ?? globalThis;
  const storage = useMemo(
    () => createInstallStorage(platform.local, platform.session),
    [platform.local, platform.session],
  );
  const [visit] = useState(() => {
    const visitStartedAt = platform.now();
    return { visitStartedAt, firstVisit: storage.ensureFirstVisit(visitStartedAt) };
  });
  // Bumped after every write the provider makes, so the flags are read again from storage.
  const [revision, setRevision] = useState(0);
  const flags = useMemo(() => {
    void revision;
    return storage.readFlags();
  }, [storage, revision]);
  const [state, dispatch] = useReducer(nextInstallState, undefined, () =>
    initialInstallState(platform.display, storage.readFlags().installed),
  );
  const promptEvent = useRef<InstallPromptEvent | null>(null);
  const [promptReadyAt, setPromptReadyAt] = useState<number | null>(null);

  const { subscribeInstallPrompt, subscribeAppInstalled, now } = platform;
  useEffect(
    () =>
      subscribeInstallPrompt((event) => {
        promptEvent.current = event;
        setPromptReadyAt(now());
        dispatch({ type: 'prompt-available' });
      }),
    [subscribeInstallPrompt, now],
  );
  useEffect(
    () =>
      subscribeAppInstalled(() => {
        dispatch(recordAppInstalled(storage, now()));
        setRevision((value) => value + 1);
      }),
    [subscribeAppInstalled, storage, now],
  );

  const { notify } = platform;
  const install = useCallback(async () => {
    const attempt = await attemptInstall({
      promptEvent: promptEvent.current,
      browser: platform.browser,
      installed: state === 'installed',
      storage,
      now,
      onStateEvent: dispatch,
    });
    if (attempt.kind === 'outcome') {
      // A browser's install prompt answers once; the next needs a new beforeinstallprompt.
      promptEvent.current = null;
      if (attempt.delay > 0) timers.setTimeout(() => notify(attempt.toast), attempt.delay);
      else notify(attempt.toast);
      setRevision((value) => value + 1);
    } else {
      notify(attempt.toast);
    }
    return attempt;
  }, [platform.browser, state, storage, now, notify, timers]);

  const controller = useMemo<InstallController>(
    () => ({
      platform: { ...platform, timers },
      storage,
      state,
      flags,
      visitStartedAt: visit.visitStartedAt,
      firstVisit: visit.firstVisit,
      promptReadyAt,
      install,
      dismiss() {
        storage.recordDismissal(now());
        setRevision((value) => value + 1);
      },
      dismissPermanently() {
        storage.recordPermanentDismissal();
        storage.count('permanentDismissed');
        setRevision((value) => value + 1);
      },
      count: (event) => storage.count(event),
      resetAndReload: () => storage.resetAndReload(platform.reload),
    }),
    [platform, timers, storage, state, flags, visit, promptReadyAt, install, now],
  );
  return <InstallContext.Provider value={controller}>{children}</InstallContext.Provider>;
}

/** The install state and actions; only inside an `InstallPlatformProvider`. */
export function useInstall(): InstallController {
  const controller = useContext(InstallContext);
  if (!controller) {
    throw new Error('Install surfaces need an <InstallPlatformProvider platform={…}> around them.');
  }
  return controller;
}
