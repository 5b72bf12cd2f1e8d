import type { CallableName } from '@voyagent/contracts';
import { callableUrl } from './callableUrl';

/**
 * A callable over plain HTTP, as the Firebase SDK posts it (the callable protocol: `{ data }` in,
 * `{ result }` or `{ error: { status, message, details } }` out), for a guest's page: a guest
 * has no token to attach, so the SDK (a third of the site's JavaScript) need not load for it.
 * Errors carry the SDK's shape (`code` "functions/<code>", `message`, `details`), so every caller
 * reads them the same either way.
 */

/** How long a call may take, as the SDK's default. */
const CALL_TIMEOUT_MS = 70_000;

/** The SDK's codes for HTTP statuses an answer without a protocol error carries. */
const CODE_OF_HTTP_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/** The protocol's status names (`INVALID_ARGUMENT`) as the SDK's codes (`invalid-argument`). */
const PROTOCOL_STATUSES = new Set([
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'UNAUTHENTICATED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
]);

export class CallableError extends Error {
  readonly code: string;
  readonly details: unknown;

  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'FirebaseError';
    this.code = `functions/${code}`;
    this.details = details;
  }
}

const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** The protocol's wrapped 64-bit integers as numbers, everything else as it came (the SDK's decode). */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record['@type'] === 'string' && LONG_TYPES.has(record['@type'])) {
    return Number(record.value);
  }
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, decode(entry)]));
}

/** The result of a callable's answer, or the error it stands for, as the SDK reads it. */
export function resultOfAnswer(httpStatus: number, body: unknown): unknown {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const error =
    typeof answer.error === 'object' && answer.error !== null
      ? (answer.error as Record<string, unknown>)
      : undefined;
  let code =
    httpStatus >= 200 && httpStatus < 300 ? 'ok' : (CODE_OF_HTTP_STATUS[httpStatus] ?? 'unknown');
  let message = code;
  if (typeof error?.status === 'string') {
    if (!PROTOCOL_STATUSES.has(error.status)) throw new CallableError('internal', 'internal');
    code = error.status.toLowerCase().replaceAll('_', '-');
    message = error.status;
  }
  if (typeof error?.message === 'string') message = error.message;
  if (code !== 'ok') throw new CallableError(code, message, decode(error?.details));
  const result = answer.data ?? answer.result;
  if (result === undefined) throw new CallableError('internal', 'Response is missing data field.');
  return decode(result);
}

/** Posts one callable without the SDK and without credentials. */
export async function postCallable(
  name: CallableName,
  request: unknown,
  fetchAnswer: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchAnswer(callableUrl(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: request ?? null }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    // As the SDK: a request that never got an answer (offline, timed out).
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new CallableError('deadline-exceeded', 'deadline-exceeded');
    }
    throw new CallableError('internal', 'internal');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // No JSON: the HTTP status decides.
  }
  return resultOfAnswer(response.status, body);
}
