/**
 * The building blocks of request schemas, so every payload is refused the same way: a field's
 * own message (`query must be text`), an unknown field by name, and the shape to send when the
 * payload is not an object at all.
 */
import { z } from 'zod';

/**
 * A strict request object. `expected` says what to send (`Send {query}.`); it is the whole message
 * for a payload that is not an object, and follows `Unexpected field: x.` for unknown fields (a
 * user id, say, is never taken from the payload).
 */
export function requestObject<Shape extends z.ZodRawShape>(shape: Shape, expected: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field: ${issue.keys.join(', ')}. ${expected}`
        : expected,
  });
}

/** The request of a function that takes no fields. */
export const noFields = (name: string) => requestObject({}, `${name} takes no fields.`);

/** PostgreSQL text (and jsonb) cannot hold the NUL character. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Half of a UTF-16 surrogate pair with no other half. It has no UTF-8 form: PostgreSQL would store
 * it as U+FFFD, so two different ids could become one, and jsonb refuses it outright.
 */
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** Text PostgreSQL can store exactly as sent. */
export const isStorable = (value: string): boolean => !hasNul(value) && !hasLoneSurrogate(value);

/**
 * The refinement every text field gets (`.refine(...storableText('title'))`): NUL and lone
 * surrogates are refused as invalid input, naming the field, rather than failing in the database
 * or being silently replaced there.
 */
export const storableText = (name: string) =>
  [
    isStorable,
    {
      error: (issue: { input?: unknown }) =>
        typeof issue.input === 'string' && hasNul(issue.input)
          ? `${name} must not contain NUL characters`
          : `${name} must not contain unpaired surrogate characters`,
    },
  ] as const;

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

/** The `nextOffset` of a paged answer: where the next page starts, or null at the end. */
export const nextOffset = z.number().int().nonnegative().nullable();

/** A timestamp as the server sends it (`Date.toISOString()`). */
export const isoTimestamp = z.iso.datetime();
