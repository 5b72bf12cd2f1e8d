import type { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, type FunctionName } from './names';

/**
 * The texts a function sends its caller (as an error message, or as the message field of an
 * answer): exact strings, templates for texts with a value in them, or a named group.
 */
export type ErrorTexts = Readonly<
  Record<string, string | ((...values: never[]) => string) | Readonly<Record<string, string>>>
>;

/**
 * The largest body a callable accepts. The largest valid payload, an import of 50 saved items
 * with their descriptions and 16 KB of item data each, is about 1 MB.
 */
export const MAX_CALLABLE_BODY_BYTES = 2 * 1024 * 1024;

/**
 * How deeply a callable's data may nest objects and arrays. Our payloads nest a few levels (saved
 * item data a few more); the framework's recursive decoder fails somewhere past a thousand.
 */
export const MAX_PAYLOAD_DEPTH = 64;

/** What every callable may answer besides its own errors. */
export const CALLABLE_ERRORS = {
  /** A guest calling a signed-in function whose contract names no other text. */
  signIn: 'Please sign in to continue.',
  /** Anything unexpected: details stay in the server's log. */
  internal: 'Something went wrong on our side. Please try again.',
  /** A payload that breaks its contract without a message of its own. */
  invalidRequest: 'Invalid request.',
  /** A guest's write past its per-address limit per minute. */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** A replayable write's `idempotencyKey` (invalid-argument, failed-precondition). */
  idempotency: {
    keyFormat: 'idempotencyKey must be 8 to 128 letters, digits, "-" or "_".',
    keyMismatch: `The idempotencyKey field and the ${IDEMPOTENCY_KEY_HEADER} header differ. Send one key.`,
    notReplayable: (name: string) => `${name} does not take an idempotency key.`,
    keyReused: `This idempotencyKey was used for a different request in the last ${IDEMPOTENCY_KEY_TTL_HOURS} hours. Send a new key for a new action.`,
  },
  /** A request refused before it is decoded: it is not what the web SDK sends. */
  screen: {
    origin: 'This function answers only pages of the Voyagent site.',
    method: 'Call this function with POST.',
    contentType: 'Send the request as JSON (Content-Type: application/json).',
    tooLarge: `The request is too large (at most ${MAX_CALLABLE_BODY_BYTES / (1024 * 1024)} MB).`,
    shape: 'Send the request body as {"data": …}.',
    tooDeep: `The request data is nested too deeply (at most ${MAX_PAYLOAD_DEPTH} levels).`,
    forbiddenKey: (key: string) => `The request data must not contain the key "${key}".`,
  },
} as const;

/** Who may call: anyone (guests included), or signed-in users only (checked before the payload). */
export type Access = 'public' | 'signedIn';

export interface CallableContract<
  Name extends FunctionName = FunctionName,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Errors extends ErrorTexts = ErrorTexts,
  AccessLevel extends Access = Access,
  Replayable extends boolean = boolean,
> {
  readonly kind: 'callable';
  /** The deployed name, e.g. `city-suggestions`. */
  readonly name: Name;
  readonly access: AccessLevel;
  /** What a guest is told by a signed-in function; CALLABLE_ERRORS.signIn when not given. */
  readonly signInMessage?: string;
  /** The payload; a request that does not match gets invalid-argument naming the field. */
  readonly request: Request;
  /** The answer; the server checks its own answers against it outside production. */
  readonly response: Response;
  readonly errors: Errors;
  /**
   * A write the offline queue may replay (signed-in contracts only): its request may also carry
   * an `idempotencyKey`, and a repeat of that key with the same request, by the same account,
   * gets the first call's answer without running again (functions/src/http/idempotency.ts).
   */
  readonly replayable: Replayable;
}

/** An HTTP function (onRequest): its name, methods and the texts it answers with. */
export interface HttpContract<
  Name extends FunctionName = FunctionName,
  Errors extends ErrorTexts = ErrorTexts,
> {
  readonly kind: 'http';
  readonly name: Name;
  readonly methods: readonly ('GET' | 'HEAD' | 'POST')[];
  readonly errors: Errors;
}

/**
 * A scheduled function (onSchedule): no client calls it, so it has no request or texts; its
 * contract keeps its deployed name beside every other function's.
 */
export interface ScheduledContract<Name extends FunctionName = FunctionName> {
  readonly kind: 'scheduled';
  readonly name: Name;
  /** When it runs, in Cloud Scheduler's syntax (`every day 06:00`), UTC. */
  readonly schedule: string;
}

export type AnyContract = CallableContract | HttpContract | ScheduledContract;

export function defineCallableContract<
  const Name extends FunctionName,
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Errors extends ErrorTexts,
  const AccessLevel extends Access,
  const Replayable extends boolean = false,
>(
  contract: Omit<
    CallableContract<Name, Request, Response, Errors, AccessLevel, Replayable>,
    'kind' | 'replayable'
  > &
    // A guest has no account to keep a key under, so only signed-in writes are replayable.
    (AccessLevel extends 'signedIn' ? { replayable?: Replayable } : { replayable?: false }),
): CallableContract<Name, Request, Response, Errors, AccessLevel, Replayable> {
  return {
    ...contract,
    kind: 'callable',
    replayable: (contract.replayable ?? false) as Replayable,
  };
}

export function defineScheduledContract<const Name extends FunctionName>(
  contract: Omit<ScheduledContract<Name>, 'kind'>,
): ScheduledContract<Name> {
  return { kind: 'scheduled', ...contract };
}

export function defineHttpContract<
  const Name extends FunctionName,
  const Errors extends ErrorTexts,
>(contract: Omit<HttpContract<Name, Errors>, 'kind'>): HttpContract<Name, Errors> {
  return { kind: 'http', ...contract };
}

/** The optional field of a replayable contract's request. */
export interface IdempotencyKeyField {
  idempotencyKey?: string;
}

/** What a client may send (defaults not yet applied); a replayable write may add its key. */
export type RequestOf<C extends { request: z.ZodType; replayable: boolean }> = z.input<
  C['request']
> &
  (C['replayable'] extends true ? IdempotencyKeyField : unknown);
/** What the server hands its handler: the request after parsing (defaults applied). */
export type ParsedRequestOf<C extends { request: z.ZodType }> = z.output<C['request']>;
/** What the caller receives. */
export type ResponseOf<C extends { response: z.ZodType }> = z.output<C['response']>;
