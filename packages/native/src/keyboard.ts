import { nativeContext, type NativeContext } from './context';
import { fromPluginListener, type Unsubscribe } from './listeners';

/**
 * Calls `listener` with the on-screen keyboard's height in px (0 when hidden), for the mobile
 * variant's keyboard padding (shell.md §4). Native: the Keyboard plugin's show and hide events.
 * Web: the part of the layout viewport the visual viewport no longer covers.
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
  const viewport = win.visualViewport;
  if (!viewport) return () => undefined;
  let last = 0;
  const onResize = () => {
    const height = Math.max(0, Math.round(win.innerHeight - viewport.height));
    if (height === last) return;
    last = height;
    listener(height);
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}
