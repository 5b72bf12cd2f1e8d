/**
 * The site inside the Capacitor app (shell.md §4, §7): the native splash hidden after 1 s, the
 * status bar in the theme's colours, the hardware back button, app resume refreshing the launch
 * splash's last activity, the keyboard's padding and checkout in the in-app browser (travel.md
 * §4). In a browser none of the native layer runs and its Capacitor plugins are never downloaded:
 * the page uses the web fallbacks that need no plugin.
 */

import {
  isMobileVariant,
  readViewport,
  subscribeViewportKeyboardHeight,
  type Platform,
} from '@voyagent/native';
import type * as NativeLayerModule from './nativeLayer';

/** What the site runs of the native layer inside the app (nativeLayer.ts). */
export type NativeLayer = typeof NativeLayerModule;

const loadNativeLayer = (): Promise<NativeLayer> => import('./nativeLayer');

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

/**
 * travel.md §4: checkout opens in the in-app browser inside the app (the layer falls back to the
 * web view when the plugin fails); in a browser the page goes to the checkout.
 */
export function openCheckout(
  url: string,
  load: () => Promise<NativeLayer> = loadNativeLayer,
  win: object = window,
  goTo: (url: string) => void = (target) => window.location.assign(target),
): void {
  if (!isInsideNativeApp(win)) {
    goTo(url);
    return;
  }
  load()
    .then((layer) => layer.openCheckoutUrl(url))
    .catch(() => goTo(url));
}

/** Shows the keyboard's height to the stylesheet: `data-keyboard` and `--vy-keyboard-inset`. */
export function showKeyboardInset(root: HTMLElement, height: number): void {
  if (height > 0) {
    root.dataset.keyboard = 'open';
    root.style.setProperty('--vy-keyboard-inset', `${height}px`);
  } else {
    delete root.dataset.keyboard;
    root.style.removeProperty('--vy-keyboard-inset');
  }
}

const WEB: Platform = { name: 'web', isNative: false };

/**
 * shell.md §4: the mobile variant pads the page for the on-screen keyboard. Inside the app the
 * native layer says how much (`keyboardPadding`: iOS's web view keeps its size, Android's is
 * resized for it); in a browser the visual viewport measures it, applied only on the mobile
 * variant (a desktop window has no on-screen keyboard to make room for).
 */
export function startKeyboardPadding(
  root: HTMLElement = document.documentElement,
  load: () => Promise<NativeLayer> = loadNativeLayer,
  win: Window = window,
): () => void {
  const stop = isInsideNativeApp(win)
    ? withNativeLayer(
        (layer) => layer.subscribeKeyboardPadding((padding) => showKeyboardInset(root, padding)),
        load,
        win,
      )
    : subscribeViewportKeyboardHeight(
        (height) => showKeyboardInset(root, isMobileVariant(WEB, readViewport(win)) ? height : 0),
        win,
      );
  return () => {
    stop();
    showKeyboardInset(root, 0);
  };
}
