import { describe, expect, it } from 'vitest';
import { reviewMessages } from './intl';
import { readReviewsPage } from './reviewData';
import { contentFigures, realReview } from './reviewFixtures';

describe('review message files', () => {
  it('has en, fr, de and es with the same keys', () => {
    expect(Object.keys(reviewMessages).sort()).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR']);
    const english = Object.keys(reviewMessages['en-US']).sort();
    for (const messages of Object.values(reviewMessages)) {
      expect(Object.keys(messages).sort()).toEqual(english);
    }
  });
});

describe('readReviewsPage', () => {
  const page = { reviews: [realReview], nextOffset: 10, summary: contentFigures };

  it('takes a reviews-list answer as it is, extra fields and all', () => {
    const answer = { ...page, reviews: [{ ...realReview, status: 'approved' }] };
    expect(readReviewsPage(answer)).toEqual(answer);
  });

  it('refuses an answer that is not a page', () => {
    for (const answer of [
      null,
      'reviews',
      { reviews: 'none', nextOffset: null, summary: contentFigures },
      { ...page, summary: { ...contentFigures, ratingScale: 0 } },
      { ...page, summary: undefined },
      { ...page, nextOffset: -1 },
      { ...page, nextOffset: 1.5 },
    ]) {
      expect(readReviewsPage(answer)).toBeNull();
    }
  });

  it('leaves out a malformed review and keeps the rest', () => {
    const broken = [{ ...realReview, trip_type: 'cruise' }, { ...realReview, rating: '5' }, 7];
    expect(readReviewsPage({ ...page, reviews: [...broken, realReview] })?.reviews).toEqual([
      realReview,
    ]);
  });
});
