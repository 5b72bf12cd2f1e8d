import { nativeContext, type NativeContext } from './context';
import { fromPluginListener, type Unsubscribe } from './listeners';

/** The part of `window.history` the back button needs. */
export interface HistoryAdapter {
  length: number;
  back(): void;
}

export interface AppExitAdapter {
  exitApp(): Promise<void>;
}

/**
 * shell.md §4: the back button goes back if possible, else exits the app. `canGoBack` is the web
 * view's own answer (Capacitor's backButton event); the history length covers a web view that
 * reports false while the router still holds entries.
 */
export async function handleBackButton(
  canGoBack: boolean,
  history: HistoryAdapter,
  app: AppExitAdapter,
): Promise<void> {
  if (canGoBack || history.length > 1) {
    history.back();
    return;
  }
  await app.exitApp().catch(() => undefined);
}

/** Wires the hardware back button on native; on the web the browser owns it. */
export function listenToBackButton(
  context: NativeContext = nativeContext(),
  history: HistoryAdapter = window.history,
): Unsubscribe {
  if (!context.platform.isNative) return () => undefined;
  return fromPluginListener(
    context.plugins
      .app()
      .then((app) =>
        app.onBackButton(({ canGoBack }) => void handleBackButton(canGoBack, history, app)),
      ),
  );
}

/**
 * Calls `listener` when the app comes back to the foreground: the App plugin's resume on native,
 * the page becoming visible again on the web (shell.md §4 refreshes the splash's last activity).
 */
export function subscribeAppResume(
  listener: () => void,
  context: NativeContext = nativeContext(),
  doc: Document = document,
): Unsubscribe {
  if (context.platform.isNative) {
    return fromPluginListener(context.plugins.app().then((app) => app.onResume(listener)));
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') listener();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}

/** shell.md §4: the native splash is hidden 1 s after start. */
export const NATIVE_SPLASH_HIDE_DELAY_MS = 1000;

/** Hides the native splash after 1 s; returns a cancel. Does nothing on the web. */
export function hideNativeSplash(context: NativeContext = nativeContext()): Unsubscribe {
  if (!context.platform.isNative) return () => undefined;
  const timer = setTimeout(() => {
    context.plugins
      .splashScreen()
      .then((splash) => splash.hide())
      .catch(() => undefined);
  }, NATIVE_SPLASH_HIDE_DELAY_MS);
  return () => clearTimeout(timer);
}

/** The status bar follows the page background of ui-kit's tokens (`--vy-color-bg`). */
export const STATUS_BAR_COLORS = { light: '#ffffff', dark: '#0b1120' } as const;

/**
 * shell.md §4: the status bar colour is set on native, here to the theme's page background with
 * text that reads on it. The background colour is Android's only (iOS draws the page under the
 * bar), so it is not asked of iOS; plugin failures are swallowed (shell.md §8).
 */
export async function applyStatusBarTheme(
  theme: 'light' | 'dark',
  context: NativeContext = nativeContext(),
): Promise<void> {
  if (!context.platform.isNative) return;
  try {
    const statusBar = await context.plugins.statusBar();
    await statusBar.setStyle(theme);
    if (context.platform.name === 'android') {
      await statusBar.setBackgroundColor(STATUS_BAR_COLORS[theme]);
    }
  } catch {
    // shell.md §8: native plugin errors are swallowed.
  }
}
