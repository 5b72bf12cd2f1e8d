import type { Unsubscribe } from './listeners';

/** What the web fallback reads of the window and its visual viewport. */
export interface ViewportMeasure {
  innerHeight: number;
  viewportHeight: number;
  /** The pinch-zoom scale: 1 unless the visitor zoomed in. */
  scale: number;
}

/**
 * The on-screen keyboard's height on the web: the part of the layout viewport the visual viewport
 * no longer covers. A pinch zoom shrinks the visual viewport too, so while zoomed nothing is
 * reported as keyboard.
 */
export function viewportKeyboardInset({ innerHeight, viewportHeight, scale }: ViewportMeasure) {
  if (Math.abs(scale - 1) > 0.01) return 0;
  return Math.max(0, Math.round(innerHeight - viewportHeight));
}

/**
 * The web fallback of `subscribeKeyboardHeight`, apart from the plugins so a page can use it
 * without loading Capacitor: calls `listener` whenever the measured height changes.
 */
export function subscribeViewportKeyboardHeight(
  listener: (height: number) => void,
  win: Window = window,
): Unsubscribe {
  const viewport = win.visualViewport;
  if (!viewport) return () => undefined;
  let last = 0;
  const onResize = () => {
    const height = viewportKeyboardInset({
      innerHeight: win.innerHeight,
      viewportHeight: viewport.height,
      scale: viewport.scale ?? 1,
    });
    if (height === last) return;
    last = height;
    listener(height);
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}
