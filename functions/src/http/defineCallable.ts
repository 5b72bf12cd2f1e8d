import {
  CALLABLE_ERRORS,
  type CallableContract,
  type ParsedRequestOf,
  type ResponseOf,
} from '@voyagent/contracts';
import type { SecretParam } from 'firebase-functions/params';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { logger } from '../logging/logger';
import { guardCallable } from './callableGuard';
import { answerOnce, idempotencyKeyHeader, requestHash, takeIdempotencyKey } from './idempotency';
import { configuredOrigins } from './origins';
import { invalidArgument } from './payload';
import { accountClientKey, enforceRateLimit, type RateLimit } from './rateLimit';
import { requestIp } from './requestIp';

export interface CallerContext {
  /** Undefined for a guest calling a public function. */
  uid: string | undefined;
  email: string | undefined;
  /** Whether the ID token says the e-mail is verified (false for guests). */
  emailVerified: boolean;
  request: CallableRequest<unknown>;
}

export interface SignedInContext extends CallerContext {
  uid: string;
}

/** What the handler of a contract's function is told about its caller. */
export type ContextOf<C extends CallableContract> = C['access'] extends 'signedIn'
  ? SignedInContext
  : CallerContext;

export type Handler<C extends CallableContract> = (
  request: ParsedRequestOf<C>,
  context: ContextOf<C>,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

export interface DefineCallableOptions {
  /** Secret Manager values the handler reads (declared so the platform mounts them). */
  secrets?: SecretParam[];
  /**
   * For a public function that writes or costs us something: how often one client address may
   * call it as a guest (rateLimit.ts GUEST_RATE_LIMITS). Signed-in callers are not limited here.
   */
  rateLimit?: RateLimit;
  /** For a call that costs us on every plan (the AI): how often one signed-in account may call it. */
  accountRateLimit?: RateLimit;
}

/**
 * The callable a contract describes. In order: the request is screened before the framework
 * decodes it (callableGuard.ts: 400 for hostile bodies; a signed-in contract answers only the
 * configured site origins, origins.ts, and public ones every origin); a signed-in contract refuses
 * guests (before the payload is read); the payload is parsed with the contract's request schema
 * (invalid-argument naming the field otherwise); a guest's call to a rate-limited function is
 * counted against its address; the handler runs; outside production its answer is checked
 * against the response schema. A replayable contract's call with an `idempotencyKey` runs once
 * per key, its answer kept with its writes (idempotency.ts). Deliberate HttpsErrors pass through;
 * anything else is logged and answered as internal, without its details.
 */
export function defineCallable<C extends CallableContract>(
  contract: C,
  handler: Handler<C>,
  { rateLimit, accountRateLimit, ...options }: DefineCallableOptions = {},
) {
  const origins = contract.access === 'signedIn' ? configuredOrigins() : 'any';
  const callable = onCall({ cors: origins === 'any' ? true : origins, ...options }, (request) =>
    answer(contract, handler, request, { guest: rateLimit, account: accountRateLimit }),
  );
  return guardCallable(callable, { name: contract.name, origins });
}

async function answer<C extends CallableContract>(
  contract: C,
  handler: Handler<C>,
  request: CallableRequest<unknown>,
  limits: { guest?: RateLimit; account?: RateLimit },
): Promise<ResponseOf<C>> {
  const context = callerContext(contract, request);
  const data = request.data ?? {};
  const header = idempotencyKeyHeader(request.rawRequest?.headers);
  // Only a signed-in write keeps keys (per account); elsewhere the strict schema refuses the
  // field, and a key in the header is refused rather than silently not honoured.
  const replayable = contract.replayable && context.uid !== undefined;
  if (!replayable && header !== undefined) {
    throw new HttpsError(
      'invalid-argument',
      CALLABLE_ERRORS.idempotency.notReplayable(contract.name),
    );
  }
  const { key, payload } = replayable
    ? takeIdempotencyKey(data, header)
    : { key: undefined, payload: data };
  const parsed = contract.request.safeParse(payload);
  if (!parsed.success) throw invalidArgument(parsed.error);
  // zod cannot follow the generic contract's schema to its output type; it parsed exactly that.
  const parsedRequest = parsed.data as ParsedRequestOf<C>;
  const run = async () => {
    const result = await handler(parsedRequest, context);
    if (checksAnswers()) checkAnswer(contract, result);
    return result;
  };
  try {
    if (limits.guest && !context.uid) await limitGuest(contract.name, request, limits.guest);
    if (limits.account && context.uid) {
      await enforceRateLimit(await getDatabase(), {
        scope: contract.name,
        clientKey: accountClientKey(context.uid),
        limit: limits.account,
      });
    }
    if (key === undefined || !context.uid) return await run();
    const call = {
      caller: context.uid,
      functionName: contract.name,
      key,
      requestHash: requestHash(parsedRequest),
    };
    return await answerOnce(await getDatabase(), call, run);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // Details stay in the (redacted) log; the caller learns only that it failed.
    logger.error(`${contract.name} failed`, { error });
    throw new HttpsError('internal', CALLABLE_ERRORS.internal);
  }
}

/**
 * Counts a guest's call against its address's limit. Deployed, every request has an address (the
 * platform's front end appends it); only in-process calls and the emulator's workers see none,
 * and those are not limited.
 */
async function limitGuest(scope: string, request: CallableRequest<unknown>, limit: RateLimit) {
  const clientKey = requestIp(request.rawRequest);
  if (clientKey) await enforceRateLimit(await getDatabase(), { scope, clientKey, limit });
}

function callerContext<C extends CallableContract>(
  contract: C,
  request: CallableRequest<unknown>,
): ContextOf<C> {
  const uid = request.auth?.uid;
  if (contract.access === 'signedIn' && !uid) {
    throw new HttpsError('unauthenticated', contract.signInMessage ?? CALLABLE_ERRORS.signIn);
  }
  const email = request.auth?.token.email;
  return {
    uid,
    email: typeof email === 'string' ? email : undefined,
    emailVerified: request.auth?.token.email_verified === true,
    request,
  } as ContextOf<C>;
}

/**
 * Answers are checked against their contract in the emulator and in tests, where a mismatch is a
 * bug to catch early; deployed functions skip the check (the cost of a second parse per call).
 */
function checksAnswers(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || process.env.NODE_ENV === 'test';
}

function checkAnswer(contract: CallableContract, result: unknown) {
  const checked = contract.response.safeParse(result);
  if (checked.success) return;
  logger.error(`${contract.name} answered outside its contract`, {
    issues: checked.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
  });
  throw new HttpsError('internal', CALLABLE_ERRORS.internal);
}
