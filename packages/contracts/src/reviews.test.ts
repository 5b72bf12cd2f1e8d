import { checkReviewDraft, REVIEW_TEXT_LIMITS } from '@voyagent/search-widgets/reviews';
import { describe, expect, it } from 'vitest';
import {
  contentReviewsPage,
  isEligibleReview,
  listedReview,
  listPendingReviews,
  listReviews,
  marketingClaims,
  marketingFigures,
  mergeReviews,
  rankReviews,
  reviewFigures,
  reviewSummary,
  sampleReviews,
  submitReview,
  testimonials,
} from './index';

describe('the operator content file', () => {
  it('SW-125..SW-128: holds the summary figures of the reviews section (SI-009 to SI-018, SI-020 to SI-023)', () => {
    expect(reviewFigures).toEqual({
      rating: 4.8,
      ratingScale: 5,
      reviewCount: 15_847,
      recommendPercent: 95,
      growthPercent: 98,
    });
    expect(marketingFigures).toMatchObject({
      travellers: '50,000+',
      travelers: '10M+',
      downloads: '1M+',
      countries: '195',
      languages: '50+',
      properties: '1M+',
      accuracy: '99.9%',
      currencies: '180+',
      translationLanguages: '100+',
      compensationSuccess: '98%',
      airlines: '1000+',
      bookingSavings: '50%',
      compensationUpTo: '650 USD',
    });
  });

  it('SI-008, SI-019: words the claims from the figures, as shell.md §1 and §9 give them', () => {
    expect(marketingClaims).toEqual({
      freeToInstall: 'Free to install',
      bookingSavings: 'Save up to 50% on bookings',
      rating: 'Rated 4.8/5',
      users: '1M+ users',
      travelers: '10M+ travellers',
      compensationUpTo: 'Up to 650 USD compensation',
      compensationSuccess: '98% success rate',
      airlines: '1000+ airlines',
      currencies: '180+ currencies',
      translationLanguages: '100+ translation languages',
      properties: '1M+ properties',
    });
  });

  it('SW-150, SW-152: eight sample reviews, all marked mock and fit to list', () => {
    expect(sampleReviews).toHaveLength(8);
    expect(new Set(sampleReviews.map((review) => review.id)).size).toBe(8);
    for (const review of sampleReviews) {
      expect(review.source).toBe('mock');
      expect(review.user_name).toMatch(/^Sample: /);
      // What reviews-list answers must match its contract, samples included.
      expect(listedReview.parse(review)).toEqual(review);
      expect(isEligibleReview(review)).toBe(true);
    }
  });

  it('SW-129: four sample testimonials with every field of travel.md §3 (SW-124)', () => {
    expect(testimonials).toHaveLength(4);
    for (const testimonial of testimonials) {
      expect(Object.keys(testimonial).sort()).toEqual(
        ['content', 'image', 'location', 'name', 'rating', 'role', 'trips'].sort(),
      );
      expect(testimonial.name).toMatch(/^Sample: /);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('review contracts', () => {
  it('reviews-list takes keywords and a page, with defaults', () => {
    expect(listReviews.request.parse({})).toEqual({ keywords: [], limit: 10, offset: 0 });
    expect(listReviews.request.parse({ keywords: [' tram '], limit: 2 })).toEqual({
      keywords: ['tram'],
      limit: 2,
      offset: 0,
    });
    expect(
      listReviews.request.safeParse({ keywords: Array(11).fill('a') }).error?.issues[0],
    ).toMatchObject({ message: 'keywords must hold at most 10 words' });
  });

  it('reviews-submit takes the travel.md §3 fields, never a name or a status', () => {
    const review = {
      rating: 4,
      title: 'Good',
      content: 'Fine trip.',
      trip_destination: 'Rome',
      trip_type: 'group',
    };
    expect(submitReview.request.parse(review)).toEqual(review);
    for (const extra of [{ user_name: 'x' }, { status: 'approved' }, { source: 'mock' }]) {
      expect(submitReview.request.safeParse({ ...review, ...extra }).success).toBe(false);
    }
  });

  it('reviews-submit takes the six trip types of travel.md §3 and no other (SW-137 to SW-142)', () => {
    const review = {
      rating: 4,
      title: 'Good',
      content: 'Fine trip.',
      trip_destination: 'Rome',
    };
    for (const trip_type of ['solo', 'business', 'family', 'romantic', 'group', 'other']) {
      expect(submitReview.request.safeParse({ ...review, trip_type }).success, trip_type).toBe(
        true,
      );
    }
    for (const trip_type of ['vacation', 'Solo', '']) {
      expect(submitReview.request.safeParse({ ...review, trip_type }).success, trip_type).toBe(
        false,
      );
    }
  });

  it('reviews-submit refuses exactly the reviews the widgets’ form refuses', () => {
    const review = {
      rating: 4,
      title: 'Good',
      content: 'Fine trip.',
      trip_destination: 'Rome',
      trip_type: 'group' as const,
    };
    const drafts = [
      ...Object.entries(REVIEW_TEXT_LIMITS).flatMap(([field, max]) => [
        { ...review, [field]: ` ${'a'.repeat(max)} ` },
        { ...review, [field]: 'a'.repeat(max + 1) },
        { ...review, [field]: '   ' },
      ]),
      ...[0, 1, 5, 6, 4.5].map((rating) => ({ ...review, rating })),
    ];
    for (const draft of drafts) {
      expect(submitReview.request.safeParse(draft).success).toBe(checkReviewDraft(draft).valid);
    }
  });

  it('reviews-pending takes a page and answers pending reviews only', () => {
    expect(listPendingReviews.request.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(listPendingReviews.request.safeParse({ limit: 51 }).success).toBe(false);
    expect(listPendingReviews.request.safeParse({ status: 'approved' }).success).toBe(false);
    const pending = { ...sampleReviews[0], id: '7', status: 'pending', source: 'real' };
    const answer = (review: object) =>
      listPendingReviews.response.safeParse({ reviews: [review], nextOffset: null }).success;
    expect(answer(pending)).toBe(true);
    expect(answer({ ...pending, status: 'approved' })).toBe(false);
    expect(answer({ ...pending, source: 'mock' })).toBe(false);
  });
});

describe('contentReviewsPage', () => {
  it("is reviews-list's first page while no review is approved: the content file's figures and ranked samples", () => {
    const ranked = rankReviews(mergeReviews(sampleReviews, []).filter(isEligibleReview), []);
    const page = contentReviewsPage(3);
    expect(page.reviews).toEqual(ranked.slice(0, 3));
    expect(page.reviews.every((review) => review.source === 'mock')).toBe(true);
    expect(page.nextOffset).toBe(ranked.length > 3 ? 3 : null);
    expect(reviewSummary.parse(page.summary)).toEqual({ source: 'content', ...reviewFigures });
    expect(listReviews.response.parse(page)).toEqual(page);
  });
});
