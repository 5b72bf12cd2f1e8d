import { CALLABLE_ERRORS } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/**
 * The one way a payload that breaks its contract is refused: invalid-argument with the first
 * issue's message, prefixed by the field's path unless the message already starts with it
 * (`query must be text`, `items.0.title: title is required`). Messages of the whole payload
 * (`Unexpected field: x. Send {…}.`) stand alone.
 */
export function invalidArgument(error: z.ZodError): HttpsError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? CALLABLE_ERRORS.invalidRequest;
  const named = !field || message.startsWith(field) ? message : `${field}: ${message}`;
  return new HttpsError('invalid-argument', named);
}

/**
 * One page from rows fetched with `limit + 1`: the extra row only tells that another page
 * follows, and where it starts.
 */
export function pageOf<Row>(rows: Row[], limit: number, offset: number) {
  return { rows: rows.slice(0, limit), nextOffset: rows.length > limit ? offset + limit : null };
}
