export { COMPACT_REVIEW_COUNT, CompactReviews } from './CompactReviews';
export type { CompactReviewsProps } from './CompactReviews';
