import { nativeContext, type NativeContext, type PlatformName } from './context';
import { subscribeViewportKeyboardHeight } from './keyboardViewport';
import { fromPluginListener, type Unsubscribe } from './listeners';

/**
 * Calls `listener` with the on-screen keyboard's height in px (0 when hidden), for the mobile
 * variant's keyboard padding (shell.md §4). Native: the Keyboard plugin's show and hide events.
 * Web: the part of the layout viewport the visual viewport no longer covers (keyboardViewport.ts).
 */
export function subscribeKeyboardHeight(
  listener: (height: number) => void,
  context: NativeContext = nativeContext(),
  win: Window = window,
): Unsubscribe {
  if (context.platform.isNative) {
    const keyboard = context.plugins.keyboard();
    const unsubscribes = [
      fromPluginListener(keyboard.then((plugin) => plugin.onShow(listener))),
      fromPluginListener(keyboard.then((plugin) => plugin.onHide(() => listener(0)))),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }
  return subscribeViewportKeyboardHeight(listener, win);
}

/**
 * How far the page must pad itself for a keyboard of `height` px (shell.md §4). Android's
 * activity resizes the web view above the keyboard (adjustResize in the generated manifest), so
 * the page needs nothing more; iOS's web view keeps its size (capacitor.config.ts sets the
 * Keyboard plugin's resize to none), so the page pads by the whole height.
 */
export function keyboardPadding(platform: PlatformName, height: number): number {
  return platform === 'android' ? 0 : Math.max(0, height);
}

/** `subscribeKeyboardHeight` through `keyboardPadding`: the padding the page needs, in px. */
export function subscribeKeyboardPadding(
  listener: (padding: number) => void,
  context: NativeContext = nativeContext(),
  win: Window = window,
): Unsubscribe {
  return subscribeKeyboardHeight(
    (height) => listener(keyboardPadding(context.platform.name, height)),
    context,
    win,
  );
}
