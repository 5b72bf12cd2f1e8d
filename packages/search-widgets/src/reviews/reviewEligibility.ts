import type { Review } from './review';

/** travel.md §9: eligible reviews have rating 4 or more and status approved. */
export const MIN_ELIGIBLE_RATING = 4;

export function isEligibleReview(review: Pick<Review, 'rating' | 'status'>): boolean {
  return review.rating >= MIN_ELIGIBLE_RATING && review.status === 'approved';
}
