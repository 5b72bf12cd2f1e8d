import { describe, expect, it } from 'vitest';
import { checkReviewDraft, REVIEW_TEXT_LIMITS, type ReviewDraft } from './reviewForm';

const draft = (fields: Partial<ReviewDraft> = {}): ReviewDraft => ({
  rating: 5,
  title: 'Lisbon in an evening',
  content: 'Trams, viewpoints and a fado night.',
  trip_destination: 'Lisbon, Portugal',
  trip_type: 'solo',
  ...fields,
});

describe('checkReviewDraft', () => {
  it('answers the trimmed review when every field is fine', () => {
    expect(checkReviewDraft(draft({ title: '  Lisbon  ', trip_destination: ' Lisbon ' }))).toEqual({
      valid: true,
      review: { ...draft(), title: 'Lisbon', trip_destination: 'Lisbon' },
    });
  });

  it('holds the limits of the reviews-submit contract', () => {
    expect(REVIEW_TEXT_LIMITS).toEqual({ title: 120, content: 2000, trip_destination: 100 });
  });

  it('accepts each text at its limit and refuses it one character past, after trimming', () => {
    for (const [field, max] of Object.entries(REVIEW_TEXT_LIMITS)) {
      expect(checkReviewDraft(draft({ [field]: ` ${'a'.repeat(max)} ` })).valid).toBe(true);
      expect(checkReviewDraft(draft({ [field]: 'a'.repeat(max + 1) }))).toEqual({
        valid: false,
        issues: [{ field, problem: 'tooLong', max }],
      });
    }
  });

  it('lists every missing field: no rating, blank texts, no trip type', () => {
    const empty: ReviewDraft = {
      rating: null,
      title: '   ',
      content: '',
      trip_destination: '\n',
      trip_type: null,
    };
    expect(checkReviewDraft(empty)).toEqual({
      valid: false,
      issues: ['rating', 'title', 'content', 'trip_destination', 'trip_type'].map((field) => ({
        field,
        problem: 'required',
      })),
    });
  });

  it('refuses a rating that is not a whole number from 1 to 5, and an unknown trip type', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(checkReviewDraft(draft({ rating }))).toEqual({
        valid: false,
        issues: [{ field: 'rating', problem: 'required' }],
      });
    }
    const cruise = draft({ trip_type: 'cruise' as ReviewDraft['trip_type'] });
    expect(checkReviewDraft(cruise)).toEqual({
      valid: false,
      issues: [{ field: 'trip_type', problem: 'required' }],
    });
  });
});
