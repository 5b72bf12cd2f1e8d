import { z } from 'zod';

/**
 * The error a strict object schema gives when the payload is not an object at all: the shape to
 * send. Field-level issues keep their own messages.
 */
export const objectOnly = (shape: string) => ({
  error: (issue: { code: string }) =>
    issue.code === 'invalid_type' ? `Send ${shape}.` : undefined,
});

/** PostgreSQL text (and jsonb) cannot hold the NUL character. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * A refinement for text that reaches a PostgreSQL text column: NUL is refused as invalid input
 * rather than failing in the database (internal).
 */
export const noNul = (name: string) =>
  [(value: string) => !hasNul(value), `${name} must not contain NUL characters`] as const;

const MAX_OFFSET = 1_000_000;

/** `limit` and `offset` fields of a paged list call. */
export function pageFields(maxLimit: number, defaultLimit: number) {
  return {
    limit: z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
    offset: z
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
      .default(0),
  };
}

/**
 * One page from rows fetched with `limit + 1`: the extra row only tells that another page
 * follows, and where it starts.
 */
export function pageOf<Row>(rows: Row[], limit: number, offset: number) {
  return { rows: rows.slice(0, limit), nextOffset: rows.length > limit ? offset + limit : null };
}
