/** Reviews in the database: the reviewer's own row, the approved list and its figures. */
import {
  MIN_ELIGIBLE_RATING,
  type ListedReview,
  type OwnReview,
  type PendingReview,
  type ReviewTripType,
} from '@voyagent/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { newestFirstPage } from '../db/pages';
import type { Database, ReviewsTable } from '../db/schema';

function toOwnReview(row: Selectable<ReviewsTable>): OwnReview {
  return {
    id: String(row.id),
    user_name: row.user_name,
    rating: row.rating,
    title: row.title,
    content: row.content,
    trip_destination: row.trip_destination,
    trip_type: row.trip_type as ReviewTripType,
    verification_status: row.verification_status,
    helpful_count: row.helpful_count,
    created_at: row.created_at.toISOString(),
    status: row.status,
    source: 'real',
  };
}

/** The name a review is shown under: the profile's full name, or undefined when there is none. */
export async function reviewerName(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('profiles')
    .select('full_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const name = row?.full_name.trim();
  return name ? name : undefined;
}

export interface NewReview {
  user_id: string;
  user_name: string;
  rating: number;
  title: string;
  content: string;
  trip_destination: string;
  trip_type: ReviewTripType;
}

/** Stores the review as pending; undefined when the user has written one already. */
export async function insertReview(
  db: Kysely<Database>,
  review: NewReview,
): Promise<OwnReview | undefined> {
  const row = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toOwnReview(row);
}

/** The newest `limit` approved reviews, newest first: the candidates the list ranks. */
export async function newestApprovedReviews(
  db: Kysely<Database>,
  limit: number,
): Promise<ListedReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toOwnReview(row), status: 'approved' }));
}

/**
 * Up to `limit + 1` reviews awaiting moderation, newest first (the extra one tells that another
 * page follows).
 */
export async function pendingReviewsPage(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<PendingReview[]> {
  const query = db.selectFrom('reviews').selectAll().where('status', '=', 'pending');
  const rows = await newestFirstPage(query, page).execute();
  return rows.map((row) => ({ ...toOwnReview(row), status: 'pending' }));
}

/** Every approved review counted: how many, their average rating and how many recommend. */
export async function approvedReviewFigures(db: Kysely<Database>) {
  const row = await db
    .selectFrom('reviews')
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string | null>`avg(rating)`.as('average'),
      sql<string>`count(*) filter (where rating >= ${MIN_ELIGIBLE_RATING})`.as('recommending'),
    ])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    average: row.average === null ? null : Number(row.average),
    recommending: Number(row.recommending),
  };
}

/**
 * Sets the review's status as the moderator decided; answers the status and whether it changed,
 * or undefined when there is no such review.
 */
export async function setReviewStatus(
  db: Kysely<Database>,
  id: string,
  status: 'approved' | 'rejected',
  moderatorId: string,
): Promise<{ status: 'approved' | 'rejected'; changed: boolean } | undefined> {
  const updated = await db
    .updateTable('reviews')
    .set({ status, moderated_by: moderatorId, moderated_at: new Date() })
    .where('id', '=', id)
    .where('status', '!=', status)
    .returning('id')
    .executeTakeFirst();
  if (updated) return { status, changed: true };
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return existing && { status, changed: false };
}
