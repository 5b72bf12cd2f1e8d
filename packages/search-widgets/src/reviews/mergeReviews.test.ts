import { describe, expect, it } from 'vitest';
import { mergeReviews } from './mergeReviews';
import type { Review } from './review';

type Dated = Pick<Review, 'id' | 'created_at' | 'source'>;
const sample = (id: string, created_at: string): Dated => ({ id, created_at, source: 'mock' });
const real = (id: string, created_at: string): Dated => ({ id, created_at, source: 'real' });

describe('mergeReviews (SW-153)', () => {
  it('interleaves samples and real reviews, newest first (SW-150, SW-151)', () => {
    const merged = mergeReviews(
      [sample('s1', '2025-01-10T09:00:00Z'), sample('s2', '2025-06-01T09:00:00Z')],
      [real('r1', '2025-03-05T12:00:00Z'), real('r2', '2026-02-01T08:30:00+01:00')],
    );
    expect(merged.map((r) => r.id)).toEqual(['r2', 's2', 'r1', 's1']);
  });

  it('compares instants, not the text of differently written offsets', () => {
    const merged = mergeReviews(
      [sample('s', '2025-05-01T23:30:00-02:00')], // 2025-05-02T01:30Z
      [real('r', '2025-05-02T01:00:00Z')],
    );
    expect(merged.map((r) => r.id)).toEqual(['s', 'r']);
  });

  it('keeps the real review when a sample has the same id', () => {
    const merged = mergeReviews(
      [sample('x', '2025-01-01T00:00:00Z')],
      [real('x', '2024-01-01T00:00:00Z')],
    );
    expect(merged).toEqual([real('x', '2024-01-01T00:00:00Z')]);
  });

  it('puts a review with an unreadable date last', () => {
    const merged = mergeReviews([sample('bad', 'yesterday')], [real('r', '2020-01-01T00:00:00Z')]);
    expect(merged.map((r) => r.id)).toEqual(['r', 'bad']);
  });
});
