import { REVIEW_TRIP_TYPES, type ReviewTripType } from './review';

/**
 * The longest texts a review may hold (travel.md §3 fields). The reviews-submit contract takes
 * its limits from here, so the form and the server refuse exactly the same reviews.
 */
export const REVIEW_TEXT_LIMITS = {
  title: 120,
  content: 2000,
  trip_destination: 100,
} as const;
export type ReviewTextField = keyof typeof REVIEW_TEXT_LIMITS;

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;

/** What the write-a-review form holds; null while no rating or trip type is chosen. */
export interface ReviewDraft {
  rating: number | null;
  title: string;
  content: string;
  trip_destination: string;
  trip_type: ReviewTripType | null;
}

/** A review ready to send: the reviews-submit request. */
export interface ReviewSubmission {
  rating: number;
  title: string;
  content: string;
  trip_destination: string;
  trip_type: ReviewTripType;
}

export type ReviewDraftField = keyof ReviewDraft;

/** One problem of a draft, as a code the form turns into a text in the reader's language. */
export type ReviewDraftIssue =
  | { field: ReviewDraftField; problem: 'required' }
  | { field: ReviewTextField; problem: 'tooLong'; max: number };

export type ReviewDraftCheck =
  { valid: true; review: ReviewSubmission } | { valid: false; issues: ReviewDraftIssue[] };

/** Length as the server counts it after trimming: UTF-16 code units, like zod's max(). */
const trimmed = (value: string) => value.trim();

function isTripType(value: unknown): value is ReviewTripType {
  return (REVIEW_TRIP_TYPES as readonly unknown[]).includes(value);
}

function isRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_REVIEW_RATING &&
    value <= MAX_REVIEW_RATING
  );
}

/**
 * Checks a draft as reviews-submit will: a whole rating from 1 to 5, each text present once
 * trimmed and within its limit, a known trip type. Answers the trimmed review, or every issue.
 */
export function checkReviewDraft(draft: ReviewDraft): ReviewDraftCheck {
  const issues: ReviewDraftIssue[] = [];
  if (!isRating(draft.rating)) issues.push({ field: 'rating', problem: 'required' });
  for (const field of Object.keys(REVIEW_TEXT_LIMITS) as ReviewTextField[]) {
    const value = trimmed(draft[field]);
    const max = REVIEW_TEXT_LIMITS[field];
    if (value === '') issues.push({ field, problem: 'required' });
    else if (value.length > max) issues.push({ field, problem: 'tooLong', max });
  }
  if (!isTripType(draft.trip_type)) issues.push({ field: 'trip_type', problem: 'required' });
  // The rating and trip type checks repeat only to narrow their types for the review below.
  if (issues.length > 0 || !isRating(draft.rating) || !isTripType(draft.trip_type)) {
    return { valid: false, issues };
  }
  return {
    valid: true,
    review: {
      rating: draft.rating,
      title: trimmed(draft.title),
      content: trimmed(draft.content),
      trip_destination: trimmed(draft.trip_destination),
      trip_type: draft.trip_type,
    },
  };
}
