/**
 * A screen in front of every callable, run BEFORE firebase-functions decodes the request.
 *
 * The framework's decoder answers 500 and writes the raw payload to the log (password fields
 * included) for an object with an `@type` key it does not know, for an Int64 wrapper whose value
 * is not a number, and for data nested deeply enough to exhaust its recursion; its request check
 * also logs the whole body when `data` is missing. None of our contracts uses `@type` wrappers or
 * deep nesting, so such requests are refused here with 400 in the callable protocol's error shape,
 * and the log gets one line naming the reason, never the body. A request that passes this screen
 * gives the framework nothing it would log: POST, JSON, exactly `{"data": …}`, no `@type` key
 * anywhere and a bounded depth.
 */
import { CALLABLE_ERRORS, MAX_CALLABLE_BODY_BYTES, MAX_PAYLOAD_DEPTH } from '@voyagent/contracts';
import type { HttpsFunction, Request, Response } from 'firebase-functions/v2/https';
import { logger } from '../logging/logger';
import { originAllowed } from './origins';

/**
 * Keys no payload may hold: `@type` marks the protobuf wrappers the framework's decoder would
 * interpret, and `__proto__` would set the prototype of the object the decoder copies into.
 */
const FORBIDDEN_KEYS = new Set(['@type', '__proto__']);

const SCREEN_MESSAGES = CALLABLE_ERRORS.screen;

/** Who may call: every origin (public callables), or only these (signed-in callables). */
export type CallerOrigins = 'any' | readonly string[];

export interface Refusal {
  httpStatus: 400 | 403;
  /** The callable protocol's status name. */
  status: 'INVALID_ARGUMENT' | 'PERMISSION_DENIED';
  message: string;
  /** For the log line: fixed words, never a value from the request. */
  reason: string;
}

const invalid = (message: string, reason: string): Refusal => ({
  httpStatus: 400,
  status: 'INVALID_ARGUMENT',
  message,
  reason,
});

/** What the screen reads of a request. */
export type ScreenedRequest = Pick<Request, 'method' | 'headers' | 'body'> & { rawBody?: Buffer };

/** The reason `data` is refused (too deep, a forbidden key), walked without recursion. */
function screenData(data: unknown): Refusal | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: data, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_PAYLOAD_DEPTH)
      return invalid(SCREEN_MESSAGES.tooDeep, 'data nested too deeply');
    if (!Array.isArray(value)) {
      const forbidden = Object.keys(value).find((key) => FORBIDDEN_KEYS.has(key));
      if (forbidden !== undefined) {
        return invalid(SCREEN_MESSAGES.forbiddenKey(forbidden), `data holds a ${forbidden} key`);
      }
    }
    for (const inner of Object.values(value)) pending.push({ value: inner, depth: depth + 1 });
  }
  return undefined;
}

function contentType(request: ScreenedRequest): string {
  const header = request.headers['content-type'] ?? '';
  return header.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Why a callable request must not reach the framework, or undefined when it may. Pure: it reads
 * the parsed body the platform's body parser left on the request and its raw length.
 */
export function screenCallableRequest(
  request: ScreenedRequest,
  origins: CallerOrigins,
): Refusal | undefined {
  if (origins !== 'any' && !originAllowed(request.headers.origin, origins)) {
    return {
      httpStatus: 403,
      status: 'PERMISSION_DENIED',
      message: SCREEN_MESSAGES.origin,
      reason: 'origin not allowed',
    };
  }
  if (request.method !== 'POST') return invalid(SCREEN_MESSAGES.method, 'not a POST');
  if (contentType(request) !== 'application/json') {
    return invalid(SCREEN_MESSAGES.contentType, 'not JSON');
  }
  const size = request.rawBody?.length ?? Number(request.headers['content-length'] ?? 0);
  if (size > MAX_CALLABLE_BODY_BYTES) return invalid(SCREEN_MESSAGES.tooLarge, 'body too large');
  const body: unknown = request.body;
  const isDataEnvelope =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'data' in body;
  if (!isDataEnvelope) return invalid(SCREEN_MESSAGES.shape, 'body is not {data}');
  return screenData(body.data);
}

export interface GuardOptions {
  /** The deployed name, for the log line. */
  name: string;
  origins: CallerOrigins;
}

/**
 * `callable` (what onCall returns) behind the screen. The result keeps every property the
 * emulator, the deploy tooling and tests read from the original (`__endpoint`, `__trigger`,
 * `run`, …). Preflight (OPTIONS) requests pass straight to the framework's CORS handling.
 */
export function guardCallable<Callable extends HttpsFunction>(
  callable: Callable,
  { name, origins }: GuardOptions,
): Callable {
  const guarded = (request: Request, response: Response) => {
    if (request.method === 'OPTIONS') return callable(request, response);
    const refusal = screenCallableRequest(request, origins);
    if (!refusal) return callable(request, response);
    logger.warn(`${name}: request refused before decoding: ${refusal.reason}`);
    const { origin } = request.headers;
    // Lets the caller's page read why it was refused (an origin the screen let through only).
    if (origin !== undefined && refusal.httpStatus !== 403) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    response
      .status(refusal.httpStatus)
      .send({ error: { status: refusal.status, message: refusal.message } });
  };
  for (const key of Reflect.ownKeys(callable)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(callable, key);
    if (descriptor) Object.defineProperty(guarded, key, descriptor);
  }
  return guarded as unknown as Callable;
}
