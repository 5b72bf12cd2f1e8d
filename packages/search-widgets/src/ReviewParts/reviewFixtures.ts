/**
 * Reviews for the widgets' stories and tests: the operator content file's samples and figures
 * (as reviews-list answers them before any review is approved) and a real review.
 */
import { reviewFigures, sampleReviews } from '@voyagent/contracts/content';
import type { LoadReviews, ReviewFigures, ReviewItem, ReviewsPage } from './reviewData';

export const contentFigures: ReviewFigures = { ...reviewFigures };

export const realReview: ReviewItem = {
  id: '41',
  user_name: 'Ada Lovelace',
  rating: 4,
  title: 'Three cities by train',
  content:
    'The planner split our budget by day and found trains between Vienna, Prague and Budapest that fit every museum we wanted.',
  trip_destination: 'Vienna, Austria',
  trip_type: 'group',
  verification_status: 'verified',
  helpful_count: 1,
  created_at: '2025-10-02T12:00:00.000Z',
  source: 'real',
};

/** The real review first, then the eight samples: newest first, as reviews-list ranks them. */
export const listedReviews: readonly ReviewItem[] = [realReview, ...sampleReviews];

/** A reviews-list stand-in over `reviews`, paged as the server pages them. */
export function loadFrom(
  reviews: readonly ReviewItem[] = listedReviews,
  summary: ReviewFigures = contentFigures,
): LoadReviews {
  return ({ limit, offset }) => {
    const end = offset + limit;
    const page: ReviewsPage = {
      reviews: reviews.slice(offset, end),
      nextOffset: end < reviews.length ? end : null,
      summary,
    };
    return Promise.resolve(page);
  };
}

/** An adapter that never answers: the loading state. */
export const neverLoads: LoadReviews = () => new Promise(() => undefined);

/** An adapter whose backend is down: the error state. */
export const failsToLoad: LoadReviews = () => Promise.reject(new Error('unavailable'));
