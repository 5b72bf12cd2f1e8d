/**
 * Reviews of Voyagent (travel.md §2, §3, §9): `reviews-list` for everyone, `reviews-submit` for
 * signed-in users, and `reviews-pending` and `reviews-moderate` for support-level staff.
 *
 * A review is of the product, as the spec's Review entity has no item and the summary it feeds
 * (4.8 of 5, 15,847 reviews) rates Voyagent itself; trip_destination and trip_type say which trip
 * the reviewer planned with it. So each user writes one review, which waits as pending until
 * support approves it.
 *
 * The rules (eligibility, relevance ranking with its fallback, newest-first merge of the samples)
 * are @voyagent/search-widgets' own, re-exported here so the server runs exactly what the widgets
 * run. The figures and samples come from the operator content file (content/marketing.ts).
 */
import {
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  REVIEW_TEXT_LIMITS,
  REVIEW_TRIP_TYPES,
} from '@voyagent/search-widgets/reviews';
import { z } from 'zod';
import { reviewFigures, sampleReviews } from '../content/marketing';
import { isEligibleReview, mergeReviews, rankReviews } from '@voyagent/search-widgets/reviews';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { isoTimestamp, nextOffset, pageFields, requestObject, storableText } from './payload';

export {
  isEligibleReview,
  mergeReviews,
  MIN_ELIGIBLE_RATING,
  rankReviews,
  REVIEW_TRIP_TYPES,
} from '@voyagent/search-widgets/reviews';
export type { Review, ReviewTripType } from '@voyagent/search-widgets/reviews';
export {
  marketingClaims,
  marketingFigures,
  OPERATOR_CONTENT_NOTICE,
  reviewFigures,
  sampleReviews,
  testimonials,
} from '../content/marketing';
export type { SampleReview, Testimonial } from '../content/marketing';

/** A submitted review waits as pending; support approves or rejects it. Only approved is shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The widgets' write-a-review form checks the same limits: they are defined once, there. */
export const MAX_REVIEW_TITLE_LENGTH = REVIEW_TEXT_LIMITS.title;
export const MAX_REVIEW_CONTENT_LENGTH = REVIEW_TEXT_LIMITS.content;
export const MAX_TRIP_DESTINATION_LENGTH = REVIEW_TEXT_LIMITS.trip_destination;
export const MAX_REVIEW_KEYWORDS = 10;
export const MAX_REVIEW_KEYWORD_LENGTH = 50;
export const MAX_REVIEWS_PAGE = 50;
export const DEFAULT_REVIEWS_PAGE = 10;
/**
 * The list ranks the newest this-many approved reviews (with the samples): relevance is computed
 * by the shared rules in the function, not in SQL, so the candidates are bounded.
 */
export const REVIEW_RANKING_WINDOW = 500;

const tripType = z.enum(REVIEW_TRIP_TYPES, {
  error: `trip_type must be one of ${REVIEW_TRIP_TYPES.join(', ')}`,
});

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...storableText(name));

/** A review as the list shows it (travel.md §3): approved, from a visitor or a sample. */
export const listedReview = z.strictObject({
  id: z.string(),
  user_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  trip_destination: z.string(),
  trip_type: tripType,
  verification_status: z.literal('verified').nullable(),
  helpful_count: z.number().int().nonnegative(),
  created_at: isoTimestamp,
  status: z.literal('approved'),
  /** `mock`: a sample from the operator content file, to be labelled as such wherever shown. */
  source: z.enum(['mock', 'real']),
});
export type ListedReview = z.infer<typeof listedReview>;

/**
 * The summary (travel.md §2, §9). `source: 'content'` while no review is approved: the operator's
 * figures. From the first approved review on, `source: 'reviews'`: rating is the approved
 * reviews' average (one decimal), reviewCount their number and recommendPercent the share rated
 * 4 or more (the eligibility bar). growthPercent has no counterpart in reviews: always content.
 */
export const reviewSummary = z.strictObject({
  source: z.enum(['content', 'reviews']),
  rating: z.number().min(0).max(reviewFigures.ratingScale),
  ratingScale: z.literal(reviewFigures.ratingScale),
  reviewCount: z.number().int().nonnegative(),
  recommendPercent: z.number().int().min(0).max(100),
  growthPercent: z.number(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** The summary while no review is approved: the operator content file's figures. */
export function contentReviewSummary(): ReviewSummary {
  const { rating, ratingScale, reviewCount, recommendPercent, growthPercent } = reviewFigures;
  return { source: 'content', rating, ratingScale, reviewCount, recommendPercent, growthPercent };
}

/**
 * The first page `reviews-list` answers while no review is approved: the content file's figures
 * and its eligible samples, ranked as the server ranks them. A page to show before the answer
 * arrives (the prerendered home page), so the block has its final shape from the first paint.
 */
export function contentReviewsPage(limit: number) {
  const ranked = rankReviews(mergeReviews(sampleReviews, []).filter(isEligibleReview), []);
  return {
    reviews: ranked.slice(0, limit),
    nextOffset: ranked.length > limit ? limit : null,
    summary: contentReviewSummary(),
  };
}

/**
 * `reviews-list` {keywords?, limit?, offset?} → {reviews, nextOffset, summary}. Eligible reviews
 * only (approved, rated 4 or more), samples merged newest first, then ranked by relevance to the
 * keywords (falling back to rating, then helpful votes) on the server, then paged.
 */
export const listReviews = defineCallableContract({
  name: FUNCTION_NAMES.reviewsList,
  access: 'public',
  request: requestObject(
    {
      keywords: z
        .array(text('keyword', MAX_REVIEW_KEYWORD_LENGTH), {
          error: 'keywords must be a list of words',
        })
        .max(MAX_REVIEW_KEYWORDS, `keywords must hold at most ${MAX_REVIEW_KEYWORDS} words`)
        .default([]),
      ...pageFields(MAX_REVIEWS_PAGE, DEFAULT_REVIEWS_PAGE),
    },
    'Send {keywords?, limit?, offset?}.',
  ),
  response: z.strictObject({ reviews: z.array(listedReview), nextOffset, summary: reviewSummary }),
  errors: {},
});

/** The fields a reviewer writes (travel.md §3); user_name comes from their profile. */
export const reviewFields = {
  rating: z
    .number({ error: 'rating must be a number' })
    .int('rating must be a whole number')
    .min(MIN_REVIEW_RATING, `rating must be at least ${MIN_REVIEW_RATING}`)
    .max(MAX_REVIEW_RATING, `rating must be at most ${MAX_REVIEW_RATING}`),
  title: text('title', MAX_REVIEW_TITLE_LENGTH),
  content: text('content', MAX_REVIEW_CONTENT_LENGTH),
  trip_destination: text('trip_destination', MAX_TRIP_DESTINATION_LENGTH),
  trip_type: tripType,
};

/** The caller's own review as stored, whatever its status. */
export const ownReview = listedReview.extend({
  status: z.enum(REVIEW_STATUSES),
  source: z.literal('real'),
});
export type OwnReview = z.infer<typeof ownReview>;

/**
 * `reviews-submit` {rating, title, content, trip_destination, trip_type} → the stored review,
 * pending. One review per user; the name shown is the profile's full name.
 */
export const submitReview = defineCallableContract({
  name: FUNCTION_NAMES.reviewsSubmit,
  access: 'signedIn',
  replayable: true,
  signInMessage: 'Please sign in to write a review.',
  request: requestObject(
    reviewFields,
    'Send {rating, title, content, trip_destination, trip_type}.',
  ),
  response: ownReview,
  errors: {
    /** already-exists: one review per user. */
    alreadyReviewed: 'You have already reviewed Voyagent. Thank you!',
    /** failed-precondition: a review is shown under the reviewer's name. */
    noName: 'Add your name to your profile before writing a review.',
  },
});

/**
 * `reviews-moderate` {review_id, decision} → {id, status, changed}: support, admin or owner
 * (the support-level flag, travel.md §6). Approving shows the review; rejecting hides it, also
 * after approval. Repeating a decision changes nothing.
 */
export const moderateReview = defineCallableContract({
  name: FUNCTION_NAMES.reviewsModerate,
  access: 'signedIn',
  request: requestObject(
    {
      review_id: z
        .string({ error: 'review_id must be text' })
        .regex(/^[1-9]\d{0,17}$/, 'review_id must be a review id'),
      decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    },
    'Send {review_id, decision}.',
  ),
  response: z.strictObject({
    id: z.string(),
    status: z.enum(['approved', 'rejected']),
    changed: z.boolean(),
  }),
  errors: {
    /** permission-denied. */
    notSupport: 'Only support staff can moderate reviews.',
    /** not-found. */
    noReview: 'No review matches that id.',
  },
});

/** A review awaiting moderation, as the moderators' list shows it. */
export const pendingReview = ownReview.extend({ status: z.literal('pending') });
export type PendingReview = z.infer<typeof pendingReview>;

/**
 * `reviews-pending` {limit?, offset?} → {reviews, nextOffset}: what awaits approval, newest
 * first, for the same support-level staff as `reviews-moderate`.
 */
export const listPendingReviews = defineCallableContract({
  name: FUNCTION_NAMES.reviewsPending,
  access: 'signedIn',
  request: requestObject(
    pageFields(MAX_REVIEWS_PAGE, DEFAULT_REVIEWS_PAGE),
    'Send {limit?, offset?}.',
  ),
  response: z.strictObject({ reviews: z.array(pendingReview), nextOffset }),
  errors: {
    /** permission-denied. */
    notSupport: 'Only support staff can read the reviews awaiting approval.',
  },
});
