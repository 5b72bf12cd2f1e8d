/**
 * `@voyagent/search-widgets/reviews`: the review rules of travel.md §3 and §9 alone, without React,
 * CSS or DOM, so a server (our functions, through @voyagent/contracts) ranks and filters reviews by
 * exactly the rules the widgets use. Components never go in this entry.
 */
export { REVIEW_TRIP_TYPES } from './review';
export type { Review, ReviewSource, ReviewTripType } from './review';
export { REVIEW_SNIPPET_LENGTH, reviewSnippet } from './reviewSnippet';
export { isEligibleReview, MIN_ELIGIBLE_RATING } from './reviewEligibility';
export {
  keywordMatches,
  rankReviews,
  RELEVANCE_FALLBACK_THRESHOLD,
  relevanceScore,
} from './reviewRanking';
export type { RankableReview } from './reviewRanking';
export { mergeReviews } from './mergeReviews';
export {
  checkReviewDraft,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  REVIEW_TEXT_LIMITS,
} from './reviewForm';
export type {
  ReviewDraft,
  ReviewDraftCheck,
  ReviewDraftField,
  ReviewDraftIssue,
  ReviewSubmission,
  ReviewTextField,
} from './reviewForm';
