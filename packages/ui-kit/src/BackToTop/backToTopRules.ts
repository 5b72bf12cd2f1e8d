/** shell.md §9: the button appears after more than 300 px of scroll. */
export const BACK_TO_TOP_SCROLL_THRESHOLD_PX = 300;
/** shell.md §9 mobile breakpoint: the button is not shown below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Whether the back-to-top button shows for this scroll position and viewport width. */
export function shouldShowBackToTop(scrollY: number, viewportWidth: number): boolean {
  return scrollY > BACK_TO_TOP_SCROLL_THRESHOLD_PX && viewportWidth >= MOBILE_BREAKPOINT_PX;
}

/** Smooth scrolling, unless the user asked the system for reduced motion. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'instant' : 'smooth';
}
