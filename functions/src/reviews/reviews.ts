/**
 * Reviews of Voyagent (travel.md §2, §3, §9): `reviews-list` (public), `reviews-submit` (signed
 * in, one per user, pending), `reviews-pending` and `reviews-moderate` (support level).
 * Eligibility, ranking and the merge of the samples are the shared rules of
 * @voyagent/search-widgets, through the contracts.
 */
import {
  isEligibleReview,
  listPendingReviews as pendingContract,
  listReviews as listContract,
  mergeReviews,
  moderateReview as moderateContract,
  rankReviews,
  REVIEW_RANKING_WINDOW,
  roleFlags,
  sampleReviews,
  submitReview as submitContract,
  type ListedReview,
  type SampleReview,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { reviewSummary } from './reviewSummary';
import {
  approvedReviewFigures,
  insertReview,
  newestApprovedReviews,
  pendingReviewsPage,
  reviewerName,
  setReviewStatus,
} from './reviewsStore';

/**
 * `reviews-list` {keywords?, limit?, offset?} → {reviews, nextOffset, summary}: the newest
 * approved reviews and the samples, merged newest first, the eligible ones ranked by relevance to
 * the keywords (or by rating, then helpful votes), then the requested page. A sample rated
 * below 4 is left out like any other review.
 */
export function listReviewsCallable(samples: readonly SampleReview[]) {
  return defineCallable(listContract, async ({ keywords, limit, offset }) => {
    const db = await getDatabase();
    const [approved, figures] = await Promise.all([
      newestApprovedReviews(db, REVIEW_RANKING_WINDOW),
      approvedReviewFigures(db),
    ]);
    const eligible = mergeReviews<ListedReview>(samples, approved).filter(isEligibleReview);
    const ranked = rankReviews(eligible, keywords);
    const page = pageOf(ranked.slice(offset, offset + limit + 1), limit, offset);
    return { reviews: page.rows, nextOffset: page.nextOffset, summary: reviewSummary(figures) };
  });
}

/** The list with the operator content file's samples. */
export const listReviews = listReviewsCallable(sampleReviews);

/**
 * `reviews-submit` {rating, title, content, trip_destination, trip_type} → the stored review,
 * pending. Shown under the profile's name; a second review by the same user is refused.
 */
export const submitReview = defineCallable(submitContract, async (review, { uid }) => {
  const db = await getDatabase();
  const userName = await reviewerName(db, uid);
  if (!userName) throw new HttpsError('failed-precondition', submitContract.errors.noName);
  const stored = await insertReview(db, { ...review, user_id: uid, user_name: userName });
  if (!stored) throw new HttpsError('already-exists', submitContract.errors.alreadyReviewed);
  return stored;
});

/**
 * `reviews-moderate` {review_id, decision} → {id, status, changed}: support, admin or owner
 * (travel.md §6, the support-level flag). Others are refused before the review is looked up.
 */
export const moderateReview = defineCallable(
  moderateContract,
  async ({ review_id, decision }, { uid }) => {
    const db = await getDatabase();
    if (!roleFlags(await heldRoles(db, uid)).isSupportLevel) {
      throw new HttpsError('permission-denied', moderateContract.errors.notSupport);
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const result = await setReviewStatus(db, review_id, status, uid);
    if (!result) throw new HttpsError('not-found', moderateContract.errors.noReview);
    return { id: review_id, ...result };
  },
);

/**
 * `reviews-pending` {limit?, offset?} → {reviews, nextOffset}: the reviews awaiting moderation,
 * newest first, for the same support-level staff as `reviews-moderate`.
 */
export const listPendingReviews = defineCallable(
  pendingContract,
  async ({ limit, offset }, { uid }) => {
    const db = await getDatabase();
    if (!roleFlags(await heldRoles(db, uid)).isSupportLevel) {
      throw new HttpsError('permission-denied', pendingContract.errors.notSupport);
    }
    const page = pageOf(await pendingReviewsPage(db, { limit, offset }), limit, offset);
    return { reviews: page.rows, nextOffset: page.nextOffset };
  },
);
