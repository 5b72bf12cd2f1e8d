/** How long a page waits for a frame before it loads its code anyway (rAF can be throttled). */
export const FIRST_PAINT_FALLBACK_MS = 100;

/**
 * Resolves once the browser has painted what is on the page: after the next animation frame and
 * the task that follows it. A page the visitor does not see (a background tab, a prerender) paints
 * nothing, so it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FIRST_PAINT_FALLBACK_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
