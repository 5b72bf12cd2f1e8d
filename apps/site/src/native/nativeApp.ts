/**
 * The site inside the Capacitor app (shell.md §4, §7): the native splash hidden after 1 s, the
 * status bar in the theme's colours, the hardware back button, and app resume refreshing the
 * launch splash's last activity. In a browser none of it runs and `@voyagent/native` (with its
 * Capacitor plugins) is never downloaded.
 */

import type * as NativeModule from '@voyagent/native';

export type NativeLayer = Pick<
  typeof NativeModule,
  'hideNativeSplash' | 'listenToBackButton' | 'applyStatusBarTheme' | 'subscribeAppResume'
>;

const loadNativeLayer = (): Promise<NativeLayer> => import('@voyagent/native');

/**
 * The Capacitor bridge puts `Capacitor` on the window of the app's web view before any script
 * runs; asking it avoids importing `@capacitor/core` into every browser's first load.
 */
export function isInsideNativeApp(win: object = window): boolean {
  const bridge = (win as { Capacitor?: { isNativePlatform?: unknown } }).Capacitor;
  return typeof bridge?.isNativePlatform === 'function' && bridge.isNativePlatform() === true;
}

/** Runs `use` with the native layer when inside the app; returns a cancel for what it started. */
function withNativeLayer(
  use: (layer: NativeLayer) => (() => void) | undefined,
  load: () => Promise<NativeLayer>,
  win: object,
): () => void {
  if (!isInsideNativeApp(win)) return () => undefined;
  let cancelled = false;
  let stop: (() => void) | undefined;
  load()
    .then((layer) => {
      if (!cancelled) stop = use(layer);
    })
    // shell.md §8: native failures are swallowed; the page works as on the web.
    .catch(() => undefined);
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Starts the splash timer and the back button; returns their cleanup. */
export function startNativeApp(
  load: () => Promise<NativeLayer> = loadNativeLayer,
  win: object = window,
): () => void {
  return withNativeLayer(
    (layer) => {
      const cancelSplash = layer.hideNativeSplash();
      const stopBackButton = layer.listenToBackButton();
      return () => {
        cancelSplash();
        stopBackButton();
      };
    },
    load,
    win,
  );
}

export function applyNativeTheme(
  theme: 'light' | 'dark',
  load: () => Promise<NativeLayer> = loadNativeLayer,
  win: object = window,
): void {
  withNativeLayer(
    (layer) => {
      void layer.applyStatusBarTheme(theme);
      return undefined;
    },
    load,
    win,
  );
}

/** The app's resume event, for the launch splash's activity tracking; nothing on the web. */
export function subscribeNativeResume(
  listener: () => void,
  load: () => Promise<NativeLayer> = loadNativeLayer,
  win: object = window,
): () => void {
  return withNativeLayer((layer) => layer.subscribeAppResume(listener), load, win);
}
