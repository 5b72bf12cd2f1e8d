import { describe, expect, it } from 'vitest';
import type { RankableReview } from './reviewRanking';
import { keywordMatches, rankReviews, relevanceScore } from './reviewRanking';

function review(id: string, fields: Partial<RankableReview> = {}): RankableReview & { id: string } {
  return {
    id,
    rating: 4,
    helpful_count: 0,
    title: 'Good trip',
    content: 'Everything went to plan.',
    trip_destination: 'Rome',
    trip_type: 'solo',
    ...fields,
  };
}

describe('keywordMatches', () => {
  it('counts each distinct keyword once, ignoring case and accents', () => {
    const r = review('a', { content: 'Lisbon trams, Lisbon food', trip_destination: 'Lisboa' });
    expect(keywordMatches(r, ['lisbon', 'LISBON', 'lisboa', 'tokyo', '  '])).toBe(2);
    expect(keywordMatches(review('b', { title: 'Zürich in winter' }), ['zurich'])).toBe(1);
    expect(keywordMatches(review('c', { trip_type: 'family' }), ['family'])).toBe(1);
  });
});

describe('relevanceScore (SW-165)', () => {
  it('is 2 × rating + 3 per keyword match + 0.1 per helpful vote', () => {
    const r = review('a', { rating: 5, helpful_count: 7, content: 'Great food in Rome' });
    expect(relevanceScore(r, ['food', 'rome', 'beach'])).toBe(10 + 6 + 0.7);
    expect(relevanceScore(review('b', { rating: 4, helpful_count: 3 }), [])).toBe(8.3);
  });
});

describe('rankReviews', () => {
  it('SW-165: ranks by relevance when some score is above 10', () => {
    const plain = review('plain', { rating: 5 });
    const matching = review('matching', { rating: 4, content: 'Best food tour' });
    const voted = review('voted', { rating: 5, helpful_count: 12 });
    // scores: plain 10, matching 8 + 3 = 11, voted 10 + 1.2 = 11.2
    expect(rankReviews([plain, matching, voted], ['food']).map((r) => r.id)).toEqual([
      'voted',
      'matching',
      'plain',
    ]);
  });

  it('SW-166, SW-167: falls back to rating, then helpful count, when every score is 10 or less', () => {
    const fourVoted = review('fourVoted', { rating: 4, helpful_count: 20 });
    const five = review('five', { rating: 5 });
    const fourMore = review('fourMore', { rating: 4, helpful_count: 15 });
    // scores 10, 10 and 9.5: by relevance fourVoted and five would tie; the fallback puts five first
    expect(rankReviews([fourVoted, five, fourMore], []).map((r) => r.id)).toEqual([
      'five',
      'fourVoted',
      'fourMore',
    ]);
  });

  it('treats exactly 10 as "10 or less" and 10.1 as above', () => {
    const five = review('five', { rating: 5 });
    const fourVoted = review('fourVoted', { rating: 4, helpful_count: 21 });
    // 10 and 10.1: relevance applies, so the 4-star review with 21 votes leads
    expect(rankReviews([five, fourVoted], []).map((r) => r.id)).toEqual(['fourVoted', 'five']);
  });

  it('keeps the given order between equals and does not change its input', () => {
    const input = [review('first'), review('second')];
    expect(rankReviews(input, []).map((r) => r.id)).toEqual(['first', 'second']);
    expect(rankReviews([], ['food'])).toEqual([]);
    const scrambled = [review('low', { rating: 4 }), review('high', { rating: 5 })];
    rankReviews(scrambled, []);
    expect(scrambled.map((r) => r.id)).toEqual(['low', 'high']);
  });
});
