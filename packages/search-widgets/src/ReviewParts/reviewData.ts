import { REVIEW_TRIP_TYPES, type Review } from '../reviews/review';

/** A review as the widgets show it: the reviews-list answer's reviews fit as they are. */
export type ReviewItem = Omit<Review, 'status'>;

/**
 * The summary figures (travel.md §2, §9): the operator content file's, or, once reviews are
 * approved, the real count, average and recommend share (reviews-list answers which).
 */
export interface ReviewFigures {
  rating: number;
  ratingScale: number;
  reviewCount: number;
  recommendPercent: number;
  growthPercent: number;
}

/** One page of reviews: what reviews-list answers. */
export interface ReviewsPage {
  reviews: readonly ReviewItem[];
  /** Where the next page starts, or null at the end. */
  nextOffset: number | null;
  summary: ReviewFigures;
}

export interface ReviewsRequest {
  limit: number;
  offset: number;
}

/**
 * Where the widgets get their reviews: the site passes its reviews-list callable, an embed the
 * public endpoint. It may reject; the widgets then show a short message instead.
 */
export type LoadReviews = (request: ReviewsRequest, signal: AbortSignal) => Promise<ReviewsPage>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isReviewItem(value: unknown): value is ReviewItem {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.user_name) &&
    isCount(value.rating) &&
    isText(value.title) &&
    isText(value.content) &&
    isText(value.trip_destination) &&
    (REVIEW_TRIP_TYPES as readonly unknown[]).includes(value.trip_type) &&
    (value.verification_status === null || isText(value.verification_status)) &&
    isCount(value.helpful_count) &&
    isText(value.created_at) &&
    (value.source === 'mock' || value.source === 'real')
  );
}

function isFigures(value: unknown): value is ReviewFigures {
  return (
    isRecord(value) &&
    isCount(value.rating) &&
    isCount(value.ratingScale) &&
    value.ratingScale > 0 &&
    isCount(value.reviewCount) &&
    isCount(value.recommendPercent) &&
    typeof value.growthPercent === 'number' &&
    Number.isFinite(value.growthPercent)
  );
}

/**
 * The page an adapter answered, or null when it is not one: on a partner's page the answer may
 * come from anywhere (a proxy, an old endpoint), and a malformed one shows the error state
 * rather than breaking the widget. A malformed review is left out; the rest are shown.
 */
export function readReviewsPage(value: unknown): ReviewsPage | null {
  if (!isRecord(value) || !Array.isArray(value.reviews) || !isFigures(value.summary)) return null;
  const { nextOffset } = value;
  if (nextOffset !== null && !(isCount(nextOffset) && Number.isInteger(nextOffset))) return null;
  return {
    reviews: value.reviews.filter(isReviewItem),
    nextOffset,
    summary: value.summary,
  };
}
