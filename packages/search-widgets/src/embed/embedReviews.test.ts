import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointReviewSource } from './embedReviews';

const URL = 'https://functions.example/reviews-list';
const page = {
  reviews: [
    {
      id: 'r1',
      user_name: 'Ana',
      rating: 5,
      title: 'Great',
      content: 'Planned in minutes.',
      trip_destination: 'Lisbon, Portugal',
      trip_type: 'solo',
      verification_status: null,
      helpful_count: 2,
      created_at: '2025-09-14T09:30:00.000Z',
      source: 'real',
    },
  ],
  nextOffset: null,
  summary: {
    rating: 4.8,
    ratingScale: 5,
    reviewCount: 1,
    recommendPercent: 100,
    growthPercent: 98,
  },
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('endpointReviewSource', () => {
  it('asks reviews-list in the callable protocol and answers its page', async () => {
    const fetchMock = answer(200, { result: page });
    const signal = new AbortController().signal;
    await expect(endpointReviewSource(URL)({ limit: 3, offset: 0 }, signal)).resolves.toEqual(page);
    expect(fetchMock).toHaveBeenCalledWith(URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"data":{"limit":3,"offset":0}}',
      signal,
    });
  });

  it('rejects a refusal and an answer of another shape', async () => {
    const load = endpointReviewSource(URL);
    const signal = new AbortController().signal;
    answer(500, { error: { status: 'INTERNAL' } });
    await expect(load({ limit: 3, offset: 0 }, signal)).rejects.toThrow('HTTP 500');
    answer(200, { result: { reviews: 'none' } });
    await expect(load({ limit: 3, offset: 0 }, signal)).rejects.toThrow('without a page');
  });
});
