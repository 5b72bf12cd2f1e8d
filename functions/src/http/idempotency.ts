/**
 * Idempotency keys of replayable writes (contracts with `replayable: true`): a client sends the
 * same `idempotencyKey` with every replay of one action, and the write applies once.
 *
 * How it stays correct under retries and concurrency: the call runs in one transaction
 * (db/callTransaction.ts) that first inserts the key's row (migration 0013), then runs the
 * handler, whose writes join that transaction, then stores the answer in the row and commits. So
 * the writes and the record of their answer commit together or not at all: a lost answer leaves
 * a stored one for the replay, a failure leaves no trace and a retry runs afresh. A concurrent call
 * with the same key blocks on the uncommitted row; once the first commits it reads the stored
 * answer, and if the first rolled back it claims the key and runs itself.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  CALLABLE_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  type FunctionName,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql, type Kysely, type Transaction } from 'kysely';
import { inCallTransaction } from '../db/callTransaction';
import type { Database } from '../db/schema';

const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
/** Expired rows one write deletes at most, so the clean-up never makes a call slow. */
export const EXPIRED_KEYS_PER_CLEANUP = 100;

/** One keyed call: whose key, for which function, and what was asked. */
export interface KeyedCall {
  caller: string;
  functionName: FunctionName;
  key: string;
  requestHash: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpsError('invalid-argument', CALLABLE_ERRORS.idempotency.keyFormat);
  }
  return key;
}

/** The Idempotency-Key header of a request (Node lowercases header names). */
export function idempotencyKeyHeader(headers: IncomingHttpHeaders | undefined) {
  return headers?.[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
}

/**
 * Separates a replayable call's key, from its payload's `idempotencyKey` field or its
 * Idempotency-Key header, from the fields its contract's schema checks. Answers no key when there
 * is none; refuses (invalid-argument) a key that is not 8–128 of [A-Za-z0-9_-], and a field and
 * header that differ.
 */
export function takeIdempotencyKey(
  data: unknown,
  header: string | string[] | undefined,
): { key: string | undefined; payload: unknown } {
  const fromHeader = header === undefined ? undefined : checkedKey(header);
  if (!isPlainObject(data) || !Object.hasOwn(data, IDEMPOTENCY_KEY_FIELD)) {
    return { key: fromHeader, payload: data };
  }
  const { [IDEMPOTENCY_KEY_FIELD]: field, ...payload } = data;
  const key = checkedKey(field);
  if (fromHeader !== undefined && fromHeader !== key) {
    throw new HttpsError('invalid-argument', CALLABLE_ERRORS.idempotency.keyMismatch);
  }
  return { key, payload };
}

/**
 * A digest of the parsed request, the same for the same fields in any order (JSON objects are
 * unordered), so a replay matches its first call and a different request under the key does not.
 */
export function requestHash(request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256')
    .update(canonical ?? 'undefined')
    .digest('hex');
}

/**
 * Inserts the key's row, or takes over an expired one; answers whether this call now holds the
 * key. A live row another transaction holds makes this wait until that transaction ends.
 */
async function claimKey(trx: Transaction<Database>, call: KeyedCall, now: Date) {
  const { rows } = await sql<{ claimed: boolean }>`
    insert into idempotency_keys as kept
      (caller, function_name, key, request_hash, response, created_at, expires_at)
    values (${call.caller}, ${call.functionName}, ${call.key}, ${call.requestHash}, null, ${now},
      ${new Date(now.getTime() + TTL_MS)})
    on conflict (caller, function_name, key) do update set
      request_hash = excluded.request_hash,
      response = null,
      created_at = excluded.created_at,
      expires_at = excluded.expires_at
    where kept.expires_at <= ${now}
    returning true as claimed`.execute(trx);
  return rows.length > 0;
}

/** Deletes a bounded number of expired keys; rows other calls hold are left for later. */
async function deleteExpiredKeys(trx: Transaction<Database>, now: Date) {
  await sql`
    delete from idempotency_keys
    where (caller, function_name, key) in (
      select caller, function_name, key from idempotency_keys
      where expires_at <= ${now}
      order by expires_at
      limit ${EXPIRED_KEYS_PER_CLEANUP}
      for update skip locked
    )`.execute(trx);
}

/**
 * Runs `run` once per (caller, function, key) within the key's lifetime and answers what it
 * answered, however often and however concurrently the call arrives. The same key with a
 * different request is refused (failed-precondition). `run` must do its writes through
 * getDatabase(), which joins them to the call transaction.
 */
export function answerOnce<T>(
  db: Kysely<Database>,
  call: KeyedCall,
  run: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  return inCallTransaction(db, async (trx) => {
    // A second attempt is needed only when the row found live expired and was deleted between
    // the claim and the read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await claimKey(trx, call, now)) {
        const answer = await run();
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(answer) })
          .where('caller', '=', call.caller)
          .where('function_name', '=', call.functionName)
          .where('key', '=', call.key)
          .execute();
        await deleteExpiredKeys(trx, now);
        return answer;
      }
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('caller', '=', call.caller)
        .where('function_name', '=', call.functionName)
        .where('key', '=', call.key)
        .executeTakeFirst();
      if (!stored) continue;
      if (stored.request_hash !== call.requestHash) {
        throw new HttpsError('failed-precondition', CALLABLE_ERRORS.idempotency.keyReused);
      }
      // Stored from this function's own answer, which its response schema had checked.
      return stored.response as T;
    }
    throw new Error(`idempotency key of ${call.functionName} could be neither claimed nor read`);
  });
}
