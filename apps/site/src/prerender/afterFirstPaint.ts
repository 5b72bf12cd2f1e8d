/** How long a page waits for its first paint before it loads its code anyway (rAF can be throttled). */
export const FIRST_PAINT_FALLBACK_MS = 100;

/** Whether the browser reports its paints (Paint Timing): the first contentful one is the sign. */
function reportsPaints(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

/**
 * Resolves once the browser has painted what is on the page: when it reports the first
 * contentful paint, or, where paints are not reported, after the next animation frame and the
 * task that follows it. (The task after the frame can run before that frame reaches the screen:
 * code requested then competes with the first paint.) A page the visitor does not see (a
 * background tab, a prerender) paints nothing, so it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const painted = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    const fallback = setTimeout(painted, FIRST_PAINT_FALLBACK_MS);
    if (reportsPaints()) {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) painted();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    requestAnimationFrame(() => setTimeout(painted, 0));
  });
}
