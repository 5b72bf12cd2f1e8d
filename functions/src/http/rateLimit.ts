/**
 * A per-client limit on the public callables that write or cost us something: for guests, per
 * client address; for the AI calls, whose every answer costs a model call even on unlimited
 * plans, also per signed-in account. A fixed one-minute window per function and client, counted in
 * PostgreSQL (migration 0011) so that every instance shares it.
 */
import { CALLABLE_ERRORS } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** How many calls one client address may make to one function per minute. */
export interface RateLimit {
  perMinute: number;
}

/**
 * The limits of the public writes. One address can be a whole office, school or mobile carrier
 * (NAT), so each allows many real users at once: they stop floods from one address, not people.
 */
export const GUEST_RATE_LIMITS = {
  /** Each visit stores its device record once; a busy NAT may still send a few a second. */
  storeDeviceFingerprint: { perMinute: 120 },
  /** Guests count searches and AI requests as they use the site: several per user a minute. */
  incrementDeviceUsage: { perMinute: 300 },
  /** Each call costs a Google siteverify request; people sign in or up once. */
  verifyRecaptcha: { perMinute: 60 },
  /** Each opens a checkout at the payments provider and may hold a discount token. */
  createCheckout: { perMinute: 30 },
  /** Each looks up one discount token: a low limit keeps guessing tokens hopeless. */
  claimDiscount: { perMinute: 30 },
  /** Each new address costs one e-mail; a person signs up once, a repeat sends nothing. */
  trialSignupEmail: { perMinute: 20 },
} as const satisfies Record<string, RateLimit>;

/**
 * The limits of signed-in accounts on the AI calls (issue 14: a per-user rate limit). Far above
 * what a person types or plans in a minute; they stop a script on one account, not its owner.
 */
export const ACCOUNT_RATE_LIMITS = {
  assistantChat: { perMinute: 20 },
  itineraryGenerate: { perMinute: 10 },
} as const satisfies Record<string, RateLimit>;

/** The client key of a signed-in account's calls, never equal to an address (none starts so). */
export const accountClientKey = (uid: string) => `account:${uid}`;

export interface RateLimitHit {
  /** What is limited, normally the function's deployed name. */
  scope: string;
  /** The caller's address (http/requestIp.ts), or `accountClientKey(uid)` for an account. */
  clientKey: string;
  limit: RateLimit;
  now?: Date;
}

function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS);
}

/**
 * Counts one call and answers whether it is within the limit. One statement: the row of this
 * window is inserted with 1 hit or incremented only while under the limit, and PostgreSQL
 * evaluates that WHERE against the latest committed count, so concurrent calls cannot overshoot;
 * no row back means refused (nothing written). The first call of a window also deletes every
 * older window's rows, which no longer count.
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  { scope, clientKey, limit, now = new Date() }: RateLimitHit,
): Promise<boolean> {
  const window = windowStart(now);
  const { rows } = await sql<{ hits: number }>`
    insert into rate_limits as counted (scope, client_key, window_start, hits)
    values (${scope}, ${clientKey}, ${window}, 1)
    on conflict (scope, client_key, window_start) do update set hits = counted.hits + 1
    where counted.hits < ${limit.perMinute}
    returning hits`.execute(db);
  const hits = rows[0]?.hits;
  if (hits === 1) await db.deleteFrom('rate_limits').where('window_start', '<', window).execute();
  return hits !== undefined;
}

/** Counts one call; past the limit, refuses it with resource-exhausted. */
export async function enforceRateLimit(db: Kysely<Database>, hit: RateLimitHit): Promise<void> {
  if (!(await countRateLimitHit(db, hit))) {
    throw new HttpsError('resource-exhausted', CALLABLE_ERRORS.tooManyRequests);
  }
}
