import * as contracts from '@voyagent/contracts';
import { sampleReviews } from '@voyagent/contracts/content';
import { describe, expect, it } from 'vitest';
import { contentReviewsPage } from './contentReviewsPage';

describe("the home page's first reviews page", () => {
  it.each([1, 3, sampleReviews.length, sampleReviews.length + 5])(
    'is what reviews-list answers with no approved review (limit %i)',
    (limit) => {
      expect(contentReviewsPage(limit)).toEqual(contracts.contentReviewsPage(limit));
    },
  );

  it('pages past the limit when more samples are eligible', () => {
    const page = contentReviewsPage(1);
    expect(page.reviews).toHaveLength(1);
    expect(page.nextOffset).toBe(1);
    expect(page.summary.source).toBe('content');
  });
});
