import { useCallback, useEffect, useRef, useState } from 'react';
import {
  readReviewsPage,
  type LoadReviews,
  type ReviewFigures,
  type ReviewItem,
  type ReviewsPage,
} from './reviewData';

export type ReviewPagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      reviews: readonly ReviewItem[];
      summary: ReviewFigures;
      nextOffset: number | null;
      /** A "load more" is under way. */
      loadingMore: boolean;
      /** The last "load more" failed; the reviews already shown stay. */
      moreFailed: boolean;
    };

async function fetchPage(
  loadReviews: LoadReviews,
  limit: number,
  offset: number,
  signal: AbortSignal,
) {
  // Called inside then() so that an adapter throwing synchronously rejects like any other.
  const answer: unknown = await Promise.resolve().then(() =>
    loadReviews({ limit, offset }, signal),
  );
  const page = readReviewsPage(answer);
  if (!page) throw new Error('The reviews adapter answered something that is not a page.');
  return page;
}

/** The ready state showing one page. */
function readyWith(page: ReviewsPage): ReviewPagesState {
  return {
    status: 'ready',
    reviews: page.reviews,
    summary: page.summary,
    nextOffset: page.nextOffset,
    loadingMore: false,
    moreFailed: false,
  };
}

/**
 * Loads the first page of reviews, then more on demand. A failing or malformed answer becomes the
 * error state (nothing is thrown), an answer that arrives after unmounting or after a newer
 * request is dropped, and the adapter may change identity on every render without reloading.
 * With `initialPage`, that page shows at once (and in server-rendered markup) until the first
 * answer replaces it; a failing first load then keeps it rather than showing the error.
 */
export function useReviewPages(
  loadReviews: LoadReviews,
  pageSize: number,
  initialPage?: ReviewsPage,
) {
  const [state, setState] = useState<ReviewPagesState>(() =>
    initialPage ? readyWith(initialPage) : { status: 'loading' },
  );
  const latest = useRef({ loadReviews, pageSize });
  const showsInitialPage = useRef(initialPage !== undefined);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = { loadReviews, pageSize };
  });

  const start = useCallback((offset: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    const { loadReviews: load, pageSize: limit } = latest.current;
    fetchPage(load, limit, offset, signal).then(
      (page) => {
        if (signal.aborted) return;
        setState((previous) => {
          const shown = offset > 0 && previous.status === 'ready' ? previous.reviews : [];
          const seen = new Set(shown.map((review) => review.id));
          return {
            status: 'ready',
            reviews: [...shown, ...page.reviews.filter((review) => !seen.has(review.id))],
            summary: page.summary,
            nextOffset: page.nextOffset,
            loadingMore: false,
            moreFailed: false,
          };
        });
      },
      () => {
        if (signal.aborted) return;
        setState((previous) => {
          if (previous.status !== 'ready') return { status: 'error' };
          if (offset > 0) return { ...previous, loadingMore: false, moreFailed: true };
          // The first load failed over the initial page: that page stays.
          return showsInitialPage.current ? previous : { status: 'error' };
        });
      },
    );
  }, []);

  useEffect(() => {
    start(0);
    return () => current.current?.abort();
  }, [start, pageSize]);

  const loadMore = () => {
    if (state.status !== 'ready' || state.nextOffset === null || state.loadingMore) return;
    setState({ ...state, loadingMore: true, moreFailed: false });
    start(state.nextOffset);
  };

  const retry = () => {
    setState({ status: 'loading' });
    start(0);
  };

  return { state, loadMore, retry };
}
