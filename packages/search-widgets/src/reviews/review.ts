/** A review as travel.md §3 gives it; the reviews rules and, later, the widgets share it. */

export const REVIEW_TRIP_TYPES = [
  'solo',
  'business',
  'family',
  'romantic',
  'group',
  'other',
] as const;
export type ReviewTripType = (typeof REVIEW_TRIP_TYPES)[number];

/** `mock` marks the built-in sample reviews, `real` those visitors wrote. */
export type ReviewSource = 'mock' | 'real';

export interface Review {
  id: string;
  user_name: string;
  /** 1 to 5. */
  rating: number;
  title: string;
  content: string;
  trip_destination: string;
  trip_type: ReviewTripType;
  /** `verified` when the trip was checked. */
  verification_status: string | null;
  helpful_count: number;
  /** ISO 8601 timestamp. */
  created_at: string;
  /** Only `approved` reviews are shown; others await moderation. */
  status: string;
  source: ReviewSource;
}
