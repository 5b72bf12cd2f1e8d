import { foldText } from '../foldText';
import type { Review } from './review';

/**
 * travel.md §9: relevance is 2 per rating point, 3 per keyword match and 0.1 per helpful vote.
 * When no review scores above 10 (no keyword matched and hardly anyone voted), relevance says
 * nothing, so the list falls back to best rating, then most helpful.
 */
export const RELEVANCE_FALLBACK_THRESHOLD = 10;

export type RankableReview = Pick<
  Review,
  'rating' | 'helpful_count' | 'title' | 'content' | 'trip_destination' | 'trip_type'
>;

/** Each distinct keyword found in the review's title, text, destination or trip type counts once. */
export function keywordMatches(review: RankableReview, keywords: readonly string[]): number {
  const haystack = foldText(
    [review.title, review.content, review.trip_destination, review.trip_type].join('\n'),
  );
  const needles = new Set(keywords.map((keyword) => foldText(keyword.trim())));
  needles.delete('');
  return [...needles].filter((needle) => haystack.includes(needle)).length;
}

/** The score in tenths, a whole number, so 10 and 10.1 compare exactly. */
function scoreInTenths(review: RankableReview, keywords: readonly string[]): number {
  return 20 * review.rating + 30 * keywordMatches(review, keywords) + review.helpful_count;
}

export function relevanceScore(review: RankableReview, keywords: readonly string[]): number {
  return scoreInTenths(review, keywords) / 10;
}

/** The reviews best first; equal ones keep their order (the caller's newest-first, usually). */
export function rankReviews<T extends RankableReview>(
  reviews: readonly T[],
  keywords: readonly string[],
): T[] {
  const scored = reviews.map((review) => ({ review, tenths: scoreInTenths(review, keywords) }));
  const relevanceSaysNothing = scored.every(
    ({ tenths }) => tenths <= RELEVANCE_FALLBACK_THRESHOLD * 10,
  );
  const ordered = relevanceSaysNothing
    ? scored.sort(
        (a, b) =>
          b.review.rating - a.review.rating || b.review.helpful_count - a.review.helpful_count,
      )
    : scored.sort((a, b) => b.tenths - a.tenths);
  return ordered.map(({ review }) => review);
}
