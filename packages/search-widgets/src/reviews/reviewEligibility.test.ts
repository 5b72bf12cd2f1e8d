import { describe, expect, it } from 'vitest';
import { isEligibleReview } from './reviewEligibility';

describe('isEligibleReview (SW-164)', () => {
  it('takes approved reviews rated 4 or more (SW-148)', () => {
    expect(isEligibleReview({ rating: 4, status: 'approved' })).toBe(true);
    expect(isEligibleReview({ rating: 5, status: 'approved' })).toBe(true);
  });

  it('leaves out lower ratings and reviews not approved', () => {
    expect(isEligibleReview({ rating: 3.9, status: 'approved' })).toBe(false);
    expect(isEligibleReview({ rating: 5, status: 'pending' })).toBe(false);
    expect(isEligibleReview({ rating: 5, status: 'Approved' })).toBe(false);
  });
});
