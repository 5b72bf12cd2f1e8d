/** The reviews summary (travel.md §2, §9): the operator's figures until real reviews exist. */
import { contentReviewSummary, reviewFigures, type ReviewSummary } from '@voyagent/contracts';

export interface ApprovedFigures {
  count: number;
  /** The approved reviews' average rating; null when there is none. */
  average: number | null;
  /** How many approved reviews are rated 4 or more. */
  recommending: number;
}

/**
 * The content file's figures while no review is approved; from the first approved review on, the
 * real count, average (one decimal) and recommend share (whole percent). Growth is not a review
 * figure and always comes from the content file.
 */
export function reviewSummary(approved: ApprovedFigures): ReviewSummary {
  if (approved.count === 0 || approved.average === null) return contentReviewSummary();
  const { ratingScale, growthPercent } = reviewFigures;
  return {
    source: 'reviews',
    rating: Math.round(approved.average * 10) / 10,
    ratingScale,
    reviewCount: approved.count,
    recommendPercent: Math.round((100 * approved.recommending) / approved.count),
    growthPercent,
  };
}
