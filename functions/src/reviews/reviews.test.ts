import { randomUUID } from 'node:crypto';
import {
  isEligibleReview,
  reviewFigures,
  sampleReviews,
  type Role,
  type SampleReview,
} from '@voyagent/contracts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import {
  listPendingReviews,
  listReviews,
  listReviewsCallable,
  moderateReview,
  submitReview,
} from './reviews';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

// The lists and the summary cover every review of their status: each test starts from none. Only
// this file writes valid reviews (the fuzz suites' random payloads are refused by the contract).
beforeEach(async () => {
  const db = await getDatabase();
  await db.deleteFrom('reviews').execute();
});

/** A signed-in account with a profile name (and staff roles when given). */
async function account(roles: Role[] = [], fullName = 'Ada Lovelace') {
  const uid = `user-${randomUUID()}`;
  const db = await getDatabase();
  await db
    .insertInto('profiles')
    .values({ user_id: uid, email: `${uid}@example.com`, full_name: fullName })
    .execute();
  if (roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: uid, role })))
      .execute();
  }
  return { uid, email: `${uid}@example.com` };
}
type Account = Awaited<ReturnType<typeof account>>;

const review = (fields: object = {}) => ({
  rating: 5,
  title: 'Planned Lisbon in an evening',
  content: 'The planner lined up trams, viewpoints and a fado night.',
  trip_destination: 'Lisbon, Portugal',
  trip_type: 'solo',
  ...fields,
});

const submit = (caller: Account | undefined, data: object) =>
  submitReview.run(callableRequest(data, caller));
const moderate = (caller: Account, review_id: string, decision: 'approve' | 'reject') =>
  moderateReview.run(callableRequest({ review_id, decision }, caller));
const refusal = (promise: unknown) => rejection(Promise.resolve(promise));

let support: Account;
beforeAll(async () => {
  support = await account(['support']);
});

/** A review by a new account, approved by support unless `approve` is false; answers its id. */
async function approvedReview(fields: object = {}, approve = true): Promise<string> {
  const { id } = await submit(await account(), review(fields));
  if (approve) await moderate(support, id, 'approve');
  return id;
}

const sample = (id: string, fields: Partial<SampleReview> = {}): SampleReview => ({
  id,
  user_name: 'Sample: Test',
  rating: 4,
  title: 'A sample',
  content: 'Sample text.',
  trip_destination: 'Rome',
  trip_type: 'other',
  verification_status: null,
  helpful_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  status: 'approved',
  source: 'mock',
  ...fields,
});

/** The list without samples, or with the given ones. */
const listWith = (samples: readonly SampleReview[], data: object = {}) =>
  listReviewsCallable(samples).run(callableRequest(data));
const ids = (answer: { reviews: { id: string }[] }) => answer.reviews.map((r) => r.id);

describe(`reviews-list on ${inject('databaseKind')}`, () => {
  it('answers the content file: its figures and its samples, labelled mock, to a guest', async () => {
    const answer = await listReviews.run(callableRequest({ limit: 50 }));
    expect(answer.summary).toEqual({ source: 'content', ...reviewFigures });
    expect(answer.summary).toMatchObject({ rating: 4.8, reviewCount: 15_847 });
    const eligibleSamples = sampleReviews.filter(isEligibleReview);
    expect(eligibleSamples).toHaveLength(8);
    expect(new Set(ids(answer))).toEqual(new Set(eligibleSamples.map((s) => s.id)));
    expect(answer.reviews.every((r) => r.source === 'mock' && r.status === 'approved')).toBe(true);
    expect(answer.nextOffset).toBeNull();
  });

  it('merges samples with real reviews newest first, keeping that order between equals', async () => {
    // Every score is 10 or less (4 stars, no votes, no keywords): rating and votes tie, so the
    // merged newest-first order stands.
    const older = sample('sample-old', { created_at: '2024-06-01T00:00:00.000Z' });
    const newer = sample('sample-new', { created_at: '2025-06-01T00:00:00.000Z' });
    const first = await approvedReview({ rating: 4 });
    const second = await approvedReview({ rating: 4 });
    const answer = await listWith([older, newer]);
    expect(ids(answer)).toEqual([second, first, 'sample-new', 'sample-old']);
    expect(answer.reviews.map((r) => r.source)).toEqual(['real', 'real', 'mock', 'mock']);
  });

  it('lists only eligible reviews: approved and rated 4 or more, samples included', async () => {
    const shown = await approvedReview({ rating: 4 });
    await approvedReview({ rating: 3 });
    await approvedReview({ rating: 5 }, false);
    const rejected = await approvedReview({ rating: 5 });
    await moderate(support, rejected, 'reject');
    const answer = await listWith([sample('low-sample', { rating: 3 }), sample('ok-sample')]);
    expect(ids(answer)).toEqual([shown, 'ok-sample']);
  });

  it('ranks by relevance to the keywords on the server', async () => {
    const fiveStars = await approvedReview({ rating: 5, title: 'Great week' });
    const matching = await approvedReview({ rating: 4, title: 'Tram tour', trip_type: 'family' });
    const plain = await approvedReview({ rating: 4 });
    // scores: fiveStars 10; matching 8 + 3 (tram) + 3 (family) = 14; plain 8
    const answer = await listWith([], { keywords: ['TRAM', 'family'] });
    expect(ids(answer)).toEqual([matching, fiveStars, plain]);
  });

  it('falls back to rating, then helpful votes, when no score is above 10', async () => {
    const voted = await approvedReview({ rating: 4 });
    const fiveStars = await approvedReview({ rating: 5 });
    const moreVoted = await approvedReview({ rating: 4 });
    const db = await getDatabase();
    await db.updateTable('reviews').set({ helpful_count: 5 }).where('id', '=', voted).execute();
    await db.updateTable('reviews').set({ helpful_count: 9 }).where('id', '=', moreVoted).execute();
    // scores 8.5, 10 and 8.9: by relevance the same order; the fallback is what puts 5 stars first
    // even though the newest-first merge had moreVoted ahead.
    expect(ids(await listWith([]))).toEqual([fiveStars, moreVoted, voted]);
  });

  it('pages the ranked list', async () => {
    const made: string[] = [];
    for (let n = 0; n < 5; n++) made.push(await approvedReview({ rating: 4 }));
    const newestFirst = made.toReversed();
    const first = await listWith([], { limit: 2 });
    expect(first).toMatchObject({ nextOffset: 2 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    const second = await listWith([], { limit: 2, offset: 2 });
    expect(ids(second)).toEqual(newestFirst.slice(2, 4));
    const last = await listWith([], { limit: 2, offset: 4 });
    expect(last).toMatchObject({ nextOffset: null });
    expect(ids(last)).toEqual(newestFirst.slice(4));
    expect(await listWith([], { limit: 2, offset: 6 })).toMatchObject({
      reviews: [],
      nextOffset: null,
    });
  });

  it('replaces the content figures with the approved reviews, growth excepted', async () => {
    await approvedReview({ rating: 5 });
    await approvedReview({ rating: 4 });
    await approvedReview({ rating: 2 });
    await approvedReview({ rating: 1 }, false);
    const { summary } = await listWith([]);
    expect(summary).toEqual({
      source: 'reviews',
      rating: 3.7,
      ratingScale: 5,
      reviewCount: 3,
      recommendPercent: 67,
      growthPercent: reviewFigures.growthPercent,
    });
  });

  it('refuses bad requests naming the field', async () => {
    const list = (data: unknown) => refusal(listReviews.run(callableRequest(data)));
    expect(await list({ limit: 0 })).toEqual({
      code: 'invalid-argument',
      message: 'limit must be at least 1',
    });
    expect(await list({ keywords: 'tram' })).toEqual({
      code: 'invalid-argument',
      message: 'keywords must be a list of words',
    });
    expect(await list({ keywords: ['ok', ' '] })).toEqual({
      code: 'invalid-argument',
      message: 'keywords.1: keyword is required',
    });
    expect(await list({ status: 'pending' })).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: status. Send {keywords?, limit?, offset?}.',
    });
  });
});

describe(`reviews-submit on ${inject('databaseKind')}`, () => {
  it('stores the review as pending under the profile name, not shown until approved', async () => {
    const caller = await account([], '  Grace Hopper ');
    const stored = await submit(caller, review({ title: '  Trimmed  ' }));
    expect(stored).toMatchObject({
      ...review({ title: 'Trimmed' }),
      user_name: 'Grace Hopper',
      status: 'pending',
      source: 'real',
      verification_status: null,
      helpful_count: 0,
    });
    expect(stored.id).toMatch(/^\d+$/);
    expect(ids(await listWith([]))).toEqual([]);
  });

  it('takes one review per user', async () => {
    const caller = await account();
    await submit(caller, review());
    expect(await refusal(submit(caller, review({ title: 'Again' })))).toEqual({
      code: 'already-exists',
      message: 'You have already reviewed Voyagent. Thank you!',
    });
  });

  it('never takes the name from the payload, and needs one in the profile', async () => {
    expect(await refusal(submit(await account(), review({ user_name: 'Someone else' })))).toEqual({
      code: 'invalid-argument',
      message:
        'Unexpected field: user_name. Send {rating, title, content, trip_destination, trip_type}.',
    });
    expect(await refusal(submit(await account([], ''), review()))).toEqual({
      code: 'failed-precondition',
      message: 'Add your name to your profile before writing a review.',
    });
  });

  it('refuses a guest and bad payloads, naming the field', async () => {
    expect(await refusal(submit(undefined, review()))).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to write a review.',
    });
    const caller = await account();
    const cases: [object, string][] = [
      [{ rating: 6 }, 'rating must be at most 5'],
      [{ rating: 4.5 }, 'rating must be a whole number'],
      [{ rating: '5' }, 'rating must be a number'],
      [{ title: '   ' }, 'title is required'],
      [{ content: 'x'.repeat(2001) }, 'content must be at most 2000 characters'],
      [{ content: 'nul\u0000' }, 'content must not contain NUL characters'],
      [
        { trip_destination: 'Caf\udc00' },
        'trip_destination must not contain unpaired surrogate characters',
      ],
      [
        { trip_type: 'cruise' },
        'trip_type must be one of solo, business, family, romantic, group, other',
      ],
    ];
    for (const [fields, message] of cases) {
      expect(await refusal(submit(caller, review(fields)))).toEqual({
        code: 'invalid-argument',
        message,
      });
    }
    // None of them was stored: the caller can still write their one review.
    expect(await submit(caller, review())).toMatchObject({ status: 'pending' });
  });
});

describe(`reviews-moderate on ${inject('databaseKind')}`, () => {
  it('lets support approve and reject; repeating a decision changes nothing', async () => {
    const id = await approvedReview({}, false);
    expect(await moderate(support, id, 'approve')).toEqual({
      id,
      status: 'approved',
      changed: true,
    });
    expect(await moderate(support, id, 'approve')).toEqual({
      id,
      status: 'approved',
      changed: false,
    });
    expect(ids(await listWith([]))).toEqual([id]);
    const admin = await account(['admin']);
    expect(await moderate(admin, id, 'reject')).toEqual({ id, status: 'rejected', changed: true });
    expect(ids(await listWith([]))).toEqual([]);
    const db = await getDatabase();
    const row = await db
      .selectFrom('reviews')
      .select(['moderated_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.moderated_by).toBe(admin.uid);
  });

  it('refuses accounts below the support level, before looking the review up', async () => {
    const id = await approvedReview({}, false);
    for (const roles of [[], ['analyst'], ['marketing'], ['content_editor']] as Role[][]) {
      const caller = await account(roles);
      expect(await refusal(moderate(caller, id, 'approve'))).toEqual({
        code: 'permission-denied',
        message: 'Only support staff can moderate reviews.',
      });
      expect(await refusal(moderate(caller, '999999999', 'approve'))).toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(ids(await listWith([]))).toEqual([]);
  });

  it('answers not-found for an unknown review and invalid-argument for a malformed id', async () => {
    expect(await refusal(moderate(support, '999999999999', 'approve'))).toEqual({
      code: 'not-found',
      message: 'No review matches that id.',
    });
    expect(await refusal(moderate(support, '12abc', 'approve'))).toEqual({
      code: 'invalid-argument',
      message: 'review_id must be a review id',
    });
    expect(
      await refusal(
        moderateReview.run(callableRequest({ review_id: '1', decision: 'maybe' }, support)),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'decision must be approve or reject' });
  });
});

describe(`reviews-pending on ${inject('databaseKind')}`, () => {
  const pending = (caller: Account, data: object = {}) =>
    listPendingReviews.run(callableRequest(data, caller));

  it('lists what awaits approval to support, newest first and paged, until it is moderated', async () => {
    const first = await approvedReview({ title: 'First' }, false);
    const second = await approvedReview({ title: 'Second' }, false);
    const third = await approvedReview({ title: 'Third' }, false);
    await approvedReview({ title: 'Already approved' });

    const page = await pending(support, { limit: 2 });
    expect(ids(page)).toEqual([third, second]);
    expect(page.nextOffset).toBe(2);
    expect(page.reviews[0]).toMatchObject({
      ...review({ title: 'Third' }),
      user_name: 'Ada Lovelace',
      status: 'pending',
      source: 'real',
    });
    expect(await pending(support, { limit: 2, offset: 2 })).toMatchObject({ nextOffset: null });
    expect(ids(await pending(support, { limit: 2, offset: 2 }))).toEqual([first]);

    await moderate(support, second, 'approve');
    await moderate(support, third, 'reject');
    expect(ids(await pending(support))).toEqual([first]);
  });

  it('lets admins and owners read it too', async () => {
    const id = await approvedReview({}, false);
    for (const role of ['admin', 'owner'] as Role[]) {
      expect(ids(await pending(await account([role])))).toEqual([id]);
    }
  });

  it('refuses a guest and accounts below the support level, and bad pages', async () => {
    await approvedReview({}, false);
    expect(await refusal(listPendingReviews.run(callableRequest({})))).toMatchObject({
      code: 'unauthenticated',
    });
    for (const roles of [[], ['analyst'], ['marketing'], ['content_editor']] as Role[][]) {
      expect(await refusal(pending(await account(roles)))).toEqual({
        code: 'permission-denied',
        message: 'Only support staff can read the reviews awaiting approval.',
      });
    }
    expect(await refusal(pending(support, { limit: 51 }))).toEqual({
      code: 'invalid-argument',
      message: 'limit must be at most 50',
    });
    expect(await refusal(pending(support, { status: 'approved' }))).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: status. Send {limit?, offset?}.',
    });
  });
});
