/**
 * The review service's widget (shell.md §2, §7: the footer's rating-widget strip from a review
 * service): build variable `VITE_REVIEW_WIDGET_SRC`, the widget script's https address. Its origin
 * is what the Content-Security-Policy must allow (`reviewStrip/reviewWidgetPolicy.ts`). Unset or
 * unusable, no widget loads and the strip shows the content file's figures.
 */

export interface ReviewWidgetConfig {
  /** The widget script's address. */
  src: string;
  /** Its origin ("https://widget.example"), for the policy's script-src and frame-src. */
  origin: string;
}

export function readReviewWidgetConfig(env: {
  VITE_REVIEW_WIDGET_SRC?: string;
}): ReviewWidgetConfig | undefined {
  const value = env.VITE_REVIEW_WIDGET_SRC?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    // A script from a plain-http origin could be swapped on the way; credentials have no place here.
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    return { src: url.href, origin: url.origin };
  } catch {
    return undefined;
  }
}

// The one key, so the build puts its value in the bundle, not the whole environment.
export const reviewWidgetConfig = readReviewWidgetConfig({
  VITE_REVIEW_WIDGET_SRC: import.meta.env.VITE_REVIEW_WIDGET_SRC,
});
