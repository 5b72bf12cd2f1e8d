import type { ReviewSummary } from '@voyagent/contracts';
import { reviewFigures, sampleReviews } from '@voyagent/contracts/content';
import { isEligibleReview, mergeReviews, rankReviews } from '@voyagent/search-widgets/reviews';

/**
 * The first page reviews-list answers while no review is approved (the contracts'
 * `contentReviewsPage`), composed here from the zod-free subpaths, the operator content and the
 * shared review rules: the contracts' root would bring zod and every contract into the home page's
 * reviews chunk. contentReviewsPage.test.ts keeps the two equal.
 */
export function contentReviewsPage(limit: number) {
  const ranked = rankReviews(mergeReviews(sampleReviews, []).filter(isEligibleReview), []);
  const { rating, ratingScale, reviewCount, recommendPercent, growthPercent } = reviewFigures;
  const summary: ReviewSummary = {
    source: 'content',
    rating,
    ratingScale,
    reviewCount,
    recommendPercent,
    growthPercent,
  };
  return {
    reviews: ranked.slice(0, limit),
    nextOffset: ranked.length > limit ? limit : null,
    summary,
  };
}
