import type { Review } from './review';

/**
 * travel.md §3: the built-in sample reviews are merged with real ones, newest first. A real review
 * wins over a sample with the same id; a review with an unreadable date goes last.
 */
export function mergeReviews<T extends Pick<Review, 'id' | 'created_at' | 'source'>>(
  samples: readonly T[],
  real: readonly T[],
): T[] {
  const byId = new Map<string, T>();
  for (const review of [...samples, ...real]) byId.set(review.id, review);
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a));
}

function timeOf(review: Pick<Review, 'created_at'>): number {
  const time = Date.parse(review.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
