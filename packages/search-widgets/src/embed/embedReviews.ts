import { type LoadReviews, readReviewsPage } from '../ReviewParts/reviewData';

/**
 * The reviews embed's source: the public `reviews-list` function at `url`, asked with a plain
 * POST in the callable protocol (`{"data": …}` in, `{"result": …}` out), no Firebase SDK. A
 * refusal or an answer of another shape rejects, and the widget shows its error state.
 */
export function endpointReviewSource(url: string): LoadReviews {
  return async ({ limit, offset }, signal) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { limit, offset } }),
      signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    const page = readReviewsPage((body as { result?: unknown } | undefined)?.result);
    if (!response.ok || !page) {
      throw new Error(`reviews-list answered HTTP ${response.status} without a page of reviews`);
    }
    return page;
  };
}
