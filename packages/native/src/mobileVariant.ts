import type { Platform } from './context';
import type { Unsubscribe } from './listeners';

/** shell.md §9: the mobile breakpoint; the mobile variant applies under this width. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * The web half of the rule as a media query, for stylesheets and `matchMedia`: touch means a
 * coarse primary pointer, the test `readViewport` applies too, so script and CSS always agree.
 */
export const MOBILE_VARIANT_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) and (pointer: coarse)`;

export interface Viewport {
  width: number;
  hasTouch: boolean;
}

/** shell.md §4: native, or a window under 768 px wide with touch. */
export function isMobileVariant(platform: Platform, viewport: Viewport): boolean {
  return platform.isNative || (viewport.width < MOBILE_BREAKPOINT_PX && viewport.hasTouch);
}

export function readViewport(win: Window = window): Viewport {
  return {
    width: win.innerWidth,
    // Missing in some embedded web views and in jsdom: no coarse pointer there.
    hasTouch: typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches,
  };
}

/** Calls `listener` with the variant whenever it changes (the window crosses the breakpoint). */
export function subscribeMobileVariant(
  platform: Platform,
  listener: (mobile: boolean) => void,
  win: Window = window,
): Unsubscribe {
  let current = isMobileVariant(platform, readViewport(win));
  const check = () => {
    const next = isMobileVariant(platform, readViewport(win));
    if (next === current) return;
    current = next;
    listener(next);
  };
  win.addEventListener('resize', check);
  return () => win.removeEventListener('resize', check);
}
