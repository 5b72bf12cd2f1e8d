import { randomBytes, randomUUID } from 'node:crypto';
import type { UsageAnswer } from '@voyagent/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { getDeviceUsage, getUserUsage, incrementDeviceUsage, incrementUserUsage } from './usage';

const adminEmail = `boss-${randomUUID()}@voyagent.test`;
let previousAdminEmail: string | undefined;

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
  previousAdminEmail = process.env.UNLIMITED_ADMIN_EMAIL;
  process.env.UNLIMITED_ADMIN_EMAIL = adminEmail;
});
afterAll(() => {
  process.env.UNLIMITED_ADMIN_EMAIL = previousAdminEmail;
});

const user = (email = `${randomUUID()}@example.com`) => ({ uid: `user-${randomUUID()}`, email });
const device = () => randomBytes(4).toString('hex');
type Caller = (ReturnType<typeof user> & { emailVerified?: boolean }) | undefined;
type UsageCallable = typeof getUserUsage;
const run = (fn: UsageCallable, data: unknown, caller?: Caller): Promise<UsageAnswer> =>
  Promise.resolve(fn.run(callableRequest(data, caller)));
const fromAddress = (data: unknown, socketAddress: string, forwardedFor?: string) => ({
  ...callableRequest(data),
  rawRequest: {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: socketAddress },
  } as never,
});

async function subscribe(uid: string, facts: Record<string, unknown>) {
  const db = await getDatabase();
  await db
    .insertInto('subscriptions')
    .values({ user_id: uid, ...facts })
    .execute();
}

describe(`user usage on ${inject('databaseKind')}`, () => {
  it('starts at zero with the free cap', async () => {
    expect(await run(getUserUsage, { usage_type: 'ai_requests' }, user())).toEqual({
      allowed: true,
      count: 0,
      limit: 10,
      remaining: 10,
    });
  });

  it('counts up to the cap, then refuses without changing the count', async () => {
    const caller = user();
    const bump = () => run(incrementUserUsage, { usage_type: 'itinerary_generations' }, caller);
    expect(await bump()).toEqual({ allowed: true, count: 1, limit: 3, remaining: 2 });
    expect(
      await run(incrementUserUsage, { usage_type: 'itinerary_generations', increment: 2 }, caller),
    ).toEqual({ allowed: true, count: 3, limit: 3, remaining: 0 });
    expect(await bump()).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(await run(getUserUsage, { usage_type: 'itinerary_generations' }, caller)).toEqual({
      allowed: false,
      count: 3,
      limit: 3,
      remaining: 0,
    });
  });

  it('refuses an increment that would pass the cap, even the first one, and counts nothing', async () => {
    const caller = user();
    expect(
      await run(incrementUserUsage, { usage_type: 'itinerary_generations', increment: 4 }, caller),
    ).toEqual({ allowed: false, count: 0, limit: 3, remaining: 3 });
    await run(incrementUserUsage, { usage_type: 'itinerary_generations', increment: 2 }, caller);
    expect(
      await run(incrementUserUsage, { usage_type: 'itinerary_generations', increment: 2 }, caller),
    ).toEqual({ allowed: false, count: 2, limit: 3, remaining: 1 });
  });

  it('keeps counters apart per user and per type (AU-052)', async () => {
    const first = user();
    const second = user();
    await run(incrementUserUsage, { usage_type: 'search_requests', increment: 5 }, first);
    expect((await run(getUserUsage, { usage_type: 'search_requests' }, second)).count).toBe(0);
    expect((await run(getUserUsage, { usage_type: 'saved_items' }, first)).count).toBe(0);
    expect((await run(getUserUsage, { usage_type: 'search_requests' }, first)).count).toBe(5);
  });

  it('lets an active trial and a paid subscriber past the cap, still counting', async () => {
    const trialUser = user();
    await subscribe(trialUser.uid, {
      is_trial: true,
      trial_end: new Date(Date.now() + 86_400_000),
    });
    const paidUser = user();
    await subscribe(paidUser.uid, { subscribed: true, subscription_tier: 'Jetsetter' });
    for (const caller of [trialUser, paidUser]) {
      for (let i = 0; i < 4; i++) {
        await run(incrementUserUsage, { usage_type: 'itinerary_generations' }, caller);
      }
      expect(await run(getUserUsage, { usage_type: 'itinerary_generations' }, caller)).toEqual({
        allowed: true,
        count: 4,
        limit: null,
        remaining: null,
      });
    }
  });

  it('holds an expired trial to the free cap', async () => {
    const caller = user();
    await subscribe(caller.uid, {
      is_trial: true,
      trial_used: true,
      trial_end: new Date(Date.now() - 1000),
    });
    expect((await run(getUserUsage, { usage_type: 'ai_requests' }, caller)).limit).toBe(10);
  });

  it('lets the configured admin e-mail skip every limit (BE-120)', async () => {
    const admin = { ...user(adminEmail.toUpperCase()), emailVerified: true };
    const answer = await run(
      incrementUserUsage,
      { usage_type: 'itinerary_generations', increment: 10 },
      admin,
    );
    expect(answer).toEqual({ allowed: true, count: 10, limit: null, remaining: null });
    // Unverified, the same address is an ordinary free account.
    const squatter = user(adminEmail);
    const capped = await run(getUserUsage, { usage_type: 'itinerary_generations' }, squatter);
    expect(capped.limit).toBe(3);
  });

  it('refuses guests before reading the payload', async () => {
    for (const fn of [getUserUsage, incrementUserUsage]) {
      expect((await rejection(run(fn, { usage_type: 'ai_requests' }))).code).toBe(
        'unauthenticated',
      );
      expect((await rejection(run(fn, 'garbage'))).code).toBe('unauthenticated');
    }
  });

  it.each([
    ['an unknown type', { usage_type: 'flights' }, /^usage_type must be one of: ai_requests, /],
    ['a missing type', {}, /^usage_type must be one of/],
    [
      'a zero increment',
      { usage_type: 'ai_requests', increment: 0 },
      /increment must be a whole number from 1 to 10/,
    ],
    ['a big increment', { usage_type: 'ai_requests', increment: 11 }, /increment must be/],
    ['a fractional increment', { usage_type: 'ai_requests', increment: 1.5 }, /increment must be/],
    ['a text increment', { usage_type: 'ai_requests', increment: '1' }, /increment must be/],
    [
      'a user id in the payload',
      { usage_type: 'ai_requests', p_user_id: 'someone-else' },
      /^Unexpected field: p_user_id/,
    ],
    ['a non-object body', ['ai_requests'], /usage_type/],
    ['a 100 KB type', { usage_type: 'x'.repeat(100_000) }, /^usage_type must be one of/],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    const refused = await rejection(run(incrementUserUsage, data, user()));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toMatch(message);
  });
});

describe(`device usage on ${inject('databaseKind')}`, () => {
  it('counts a guest device against the free caps, case-insensitively by hash (AU-051)', async () => {
    const hash = device();
    const bump = (fingerprint_hash: string) =>
      run(incrementDeviceUsage, { fingerprint_hash, usage_type: 'itinerary_generations' });
    expect(await bump(hash)).toEqual({ allowed: true, count: 1, limit: 3, remaining: 2 });
    expect(await bump(hash.toUpperCase())).toEqual({
      allowed: true,
      count: 2,
      limit: 3,
      remaining: 1,
    });
    await bump(hash);
    expect(await bump(hash)).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(
      await run(getDeviceUsage, { fingerprint_hash: hash, usage_type: 'itinerary_generations' }),
    ).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(
      await run(getDeviceUsage, {
        fingerprint_hash: device(),
        usage_type: 'itinerary_generations',
      }),
    ).toEqual({ allowed: true, count: 0, limit: 3, remaining: 3 });
  });

  it('records the address the request came from, not one from the payload', async () => {
    const hash = device();
    const data = { fingerprint_hash: hash, usage_type: 'ai_requests' };
    const db = await getDatabase();
    const storedIp = async () =>
      (
        await db
          .selectFrom('device_usage')
          .select(['ip_address', 'count'])
          .where('fingerprint_hash', '=', hash)
          .executeTakeFirstOrThrow()
      ).ip_address;
    await Promise.resolve(incrementDeviceUsage.run(fromAddress(data, '203.0.113.7')));
    expect(await storedIp()).toBe('203.0.113.7');
    // Behind the front end: the right-most forwarded hop, not the proxy's socket address.
    await Promise.resolve(
      incrementDeviceUsage.run(fromAddress(data, '10.0.0.1', '1.1.1.1, 198.51.100.4')),
    );
    expect(await storedIp()).toBe('198.51.100.4');
    const spoofed = await rejection(run(incrementDeviceUsage, { ...data, ip_address: '1.2.3.4' }));
    expect(spoofed).toEqual({
      code: 'invalid-argument',
      message: 'Unexpected field: ip_address. Send {fingerprint_hash, usage_type, increment?}.',
    });
  });

  it('stops a guest rotating fingerprint hashes at the ceiling of its address', async () => {
    // A fresh documentation-range address per run, so a reused database starts it at 0.
    const address = `2001:db8:${randomBytes(2).toString('hex')}::7`;
    const bump = (fingerprint_hash: string) =>
      Promise.resolve(
        incrementDeviceUsage.run(
          fromAddress({ fingerprint_hash, usage_type: 'itinerary_generations' }, address),
        ),
      );
    // 10 devices use up their cap of 3: the ceiling of 30 for the address.
    for (let i = 0; i < 10; i++) {
      const hash = device();
      for (let use = 0; use < 3; use++) expect((await bump(hash)).allowed).toBe(true);
    }
    expect(await bump(device())).toEqual({ allowed: false, count: 0, limit: 3, remaining: 0 });
    // Another network still counts as usual.
    expect(
      await Promise.resolve(
        incrementDeviceUsage.run(
          fromAddress(
            { fingerprint_hash: device(), usage_type: 'itinerary_generations' },
            address.replace(/::7$/, ':1::7'),
          ),
        ),
      ),
    ).toEqual({ allowed: true, count: 1, limit: 3, remaining: 2 });
  });

  it('counts a signed-in caller’s device call against the device, like a guest’s', async () => {
    const hash = device();
    const data = { fingerprint_hash: hash, usage_type: 'saved_items', increment: 3 };
    expect((await run(incrementDeviceUsage, data, user())).count).toBe(3);
    expect(
      (await run(getDeviceUsage, { fingerprint_hash: hash, usage_type: 'saved_items' })).count,
    ).toBe(3);
  });

  it.each([
    [
      'a short hash',
      { fingerprint_hash: 'abc', usage_type: 'ai_requests' },
      /fingerprint_hash must be 8 hex digits/,
    ],
    [
      'a non-hex hash',
      { fingerprint_hash: 'zzzzzzzz', usage_type: 'ai_requests' },
      /fingerprint_hash/,
    ],
    [
      'a numeric hash',
      { fingerprint_hash: 12345678, usage_type: 'ai_requests' },
      /fingerprint_hash must be text/,
    ],
    ['a missing hash', { usage_type: 'ai_requests' }, /fingerprint_hash/],
    [
      'an unknown type',
      { fingerprint_hash: '0a1b2c3d', usage_type: 'x' },
      /usage_type must be one of/,
    ],
    ['a null body', null, /fingerprint_hash/],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    for (const fn of [getDeviceUsage, incrementDeviceUsage]) {
      const refused = await rejection(run(fn, data));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toMatch(message);
    }
  });
});
