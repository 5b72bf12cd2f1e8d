import { randomInt, randomUUID } from 'node:crypto';
import { CALLABLE_ERRORS, defineCallableContract, noFields } from '@voyagent/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { migrationsDir } from '../paths';
import { openDatabase } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { callableRequest, rejection, startEarlyInMinute } from '../../test/callableRequest';
import { defineCallable } from './defineCallable';
import { RATE_LIMIT_WINDOW_MS, countRateLimitHit, enforceRateLimit } from './rateLimit';

// 16 connections: on PostgreSQL concurrent hits really race.
const { db, pool } = openDatabase(inject('databaseUrl'), 16);
beforeAll(async () => {
  await migrate(pool, await readMigrations(migrationsDir));
});
afterAll(() => db.destroy());

/*
 * Each test counts in its own windows far in the future, later than the previous test's: a call at
 * the real time (another suite) deletes only windows before its own, so it never resets these.
 */
let minutes = 0;
function freshWindow(): Date {
  minutes += 10;
  return new Date(Date.UTC(2100, 0, 1) + minutes * RATE_LIMIT_WINDOW_MS);
}
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe(`per-client rate limits on ${inject('databaseKind')}`, () => {
  it('allows the limit within one minute window, then refuses until the next window', async () => {
    const hit = {
      scope: `test-${randomUUID()}`,
      clientKey: '203.0.113.7',
      limit: { perMinute: 3 },
    };
    const start = freshWindow();
    const answers = [];
    for (let second = 0; second < 5; second++) {
      answers.push(await countRateLimitHit(db, { ...hit, now: later(start, second * 10_000) }));
    }
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await countRateLimitHit(db, { ...hit, now: later(start, RATE_LIMIT_WINDOW_MS) })).toBe(
      true,
    );
  });

  it('counts each function and each client address apart', async () => {
    const scope = `test-${randomUUID()}`;
    const now = freshWindow();
    const limit = { perMinute: 1 };
    expect(await countRateLimitHit(db, { scope, clientKey: '198.51.100.1', limit, now })).toBe(
      true,
    );
    expect(await countRateLimitHit(db, { scope, clientKey: '198.51.100.1', limit, now })).toBe(
      false,
    );
    expect(await countRateLimitHit(db, { scope, clientKey: '198.51.100.2', limit, now })).toBe(
      true,
    );
    const otherScope = { scope: `${scope}-other`, clientKey: '198.51.100.1', limit, now };
    expect(await countRateLimitHit(db, otherScope)).toBe(true);
  });

  it('lets exactly the limit through when 60 calls race', async () => {
    const hit = {
      scope: `test-${randomUUID()}`,
      clientKey: '192.0.2.9',
      limit: { perMinute: 20 },
    };
    const now = freshWindow();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => countRateLimitHit(db, { ...hit, now })),
    );
    expect(answers.filter(Boolean)).toHaveLength(20);
    const { hits } = await db
      .selectFrom('rate_limits')
      .select('hits')
      .where('scope', '=', hit.scope)
      .executeTakeFirstOrThrow();
    expect(hits).toBe(20);
  });

  it("deletes past windows' rows when a new window starts", async () => {
    const scope = `test-${randomUUID()}`;
    const limit = { perMinute: 5 };
    const first = freshWindow();
    await countRateLimitHit(db, { scope, clientKey: '192.0.2.1', limit, now: first });
    await countRateLimitHit(db, { scope, clientKey: '192.0.2.2', limit, now: first });
    const next = later(first, RATE_LIMIT_WINDOW_MS);
    await countRateLimitHit(db, { scope, clientKey: '192.0.2.3', limit, now: next });
    const rows = await db
      .selectFrom('rate_limits')
      .select(['client_key', 'window_start'])
      .where('scope', '=', scope)
      .execute();
    expect(rows).toEqual([{ client_key: '192.0.2.3', window_start: next }]);
  });

  it('refuses past the limit with resource-exhausted and the spec text', async () => {
    const hit = {
      scope: `test-${randomUUID()}`,
      clientKey: '192.0.2.5',
      limit: { perMinute: 1 },
      now: freshWindow(),
    };
    await enforceRateLimit(db, hit);
    expect(await rejection(enforceRateLimit(db, hit))).toEqual({
      code: 'resource-exhausted',
      message: CALLABLE_ERRORS.tooManyRequests,
    });
  });
});

describe('the rateLimit option of defineCallable', () => {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });

  // A test contract borrowing a deployed name, which is also the limit's scope.
  const contract = defineCallableContract({
    name: 'claim-discount',
    access: 'public',
    request: noFields('claim-discount'),
    response: z.strictObject({ ok: z.literal(true) }),
    errors: {},
  });
  const limited = defineCallable(contract, () => ({ ok: true as const }), {
    rateLimit: { perMinute: 2 },
  });
  const call = (address: string | undefined, auth?: { uid: string }) =>
    Promise.resolve(
      limited.run({
        ...callableRequest({}, auth),
        rawRequest: { headers: {}, socket: { remoteAddress: address } } as never,
      }),
    );

  it('refuses a guest address past its limit; users and other addresses go on', async () => {
    await startEarlyInMinute();
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    expect(await call(address)).toEqual({ ok: true });
    expect(await call(address)).toEqual({ ok: true });
    expect(await rejection(call(address))).toEqual({
      code: 'resource-exhausted',
      message: CALLABLE_ERRORS.tooManyRequests,
    });
    expect(await call(address, { uid: 'a-signed-in-user' })).toEqual({ ok: true });
    expect(await call(`198.19.${randomInt(256)}.${randomInt(1, 255)}`)).toEqual({ ok: true });
  });

  it('counts a signed-in account apart from its address when the call has an account limit', async () => {
    const accountLimited = defineCallable(contract, () => ({ ok: true as const }), {
      accountRateLimit: { perMinute: 2 },
    });
    const callAs = (uid: string, address: string) =>
      Promise.resolve(
        accountLimited.run({
          ...callableRequest({}, { uid }),
          rawRequest: { headers: {}, socket: { remoteAddress: address } } as never,
        }),
      );
    await startEarlyInMinute();
    const uid = `account-${randomInt(1e9)}`;
    // One account from two addresses (a phone, then a laptop): one count.
    expect(await callAs(uid, '198.18.0.1')).toEqual({ ok: true });
    expect(await callAs(uid, '198.18.0.2')).toEqual({ ok: true });
    expect(await rejection(callAs(uid, '198.18.0.3'))).toEqual({
      code: 'resource-exhausted',
      message: CALLABLE_ERRORS.tooManyRequests,
    });
    expect(await callAs(`${uid}-other`, '198.18.0.1')).toEqual({ ok: true });
    // Without a guest limit, a guest is not counted here.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await Promise.resolve(accountLimited.run(callableRequest({})))).toEqual({ ok: true });
    }
  });

  it('does not limit a call with no address (in-process; deployed, every request has one)', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await call(undefined)).toEqual({ ok: true });
  });
});
