import { randomBytes, randomUUID } from 'node:crypto';
import type { CallableName } from '@voyagent/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_URL } from './browser';
import {
  adminClient,
  callError,
  guestClient,
  signedInClient,
  verifyEmail,
  type WebClient,
} from './webClient';

const clients: WebClient[] = [];
const track = <T extends WebClient>(client: T) => (clients.push(client), client);
afterAll(() => Promise.all(clients.map((client) => client.close())));
const device = () => randomBytes(4).toString('hex');

describe('user usage through the web SDK', () => {
  it('counts a free user up to the cap, then refuses without counting', async () => {
    const user = track(await signedInClient());
    expect(await user.call('get-user-usage', { usage_type: 'ai_requests' })).toEqual({
      allowed: true,
      count: 0,
      limit: 10,
      remaining: 10,
    });
    const bump = (increment?: number) =>
      user.call('increment-user-usage', {
        usage_type: 'itinerary_generations',
        ...(increment ? { increment } : {}),
      });
    expect(await bump()).toEqual({ allowed: true, count: 1, limit: 3, remaining: 2 });
    expect(await bump(2)).toEqual({ allowed: true, count: 3, limit: 3, remaining: 0 });
    expect(await bump()).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
  });

  it('refuses a guest', async () => {
    const guest = track(guestClient());
    for (const name of ['get-user-usage', 'increment-user-usage'] as const) {
      const error = await callError(guest.call(name, { usage_type: 'ai_requests' }));
      expect(error.code).toBe('functions/unauthenticated');
    }
  });

  it('keeps users apart and never takes a user id from the payload', async () => {
    const first = track(await signedInClient());
    const second = track(await signedInClient());
    await first.call('increment-user-usage', { usage_type: 'search_requests', increment: 4 });
    expect((await second.call('get-user-usage', { usage_type: 'search_requests' })).count).toBe(0);
    const error = await callError(
      second.callUnchecked('increment-user-usage', {
        usage_type: 'search_requests',
        p_user_id: first.user?.uid,
      }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/Unexpected field: p_user_id/);
  });

  it('answers invalid-argument with a message for bad payloads', async () => {
    const user = track(await signedInClient());
    const cases: [unknown, RegExp][] = [
      [{ usage_type: 'flights' }, /usage_type must be one of/],
      [
        { usage_type: 'ai_requests', increment: 11 },
        /increment must be a whole number from 1 to 10/,
      ],
      [{ usage_type: 'x'.repeat(50_000) }, /usage_type must be one of/],
      ['ai_requests', /Send \{usage_type, increment\?\}/],
    ];
    for (const [data, message] of cases) {
      const error = await callError(user.callUnchecked('increment-user-usage', data));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
    }
  });

  it('lifts the caps for a trial user and for the configured admin e-mail, still counting', async () => {
    const trialUser = track(await signedInClient());
    await verifyEmail(trialUser);
    await trialUser.call('start-trial', {});
    const admin = track(await adminClient());
    for (const client of [trialUser, admin]) {
      const before = await client.call('get-user-usage', {
        usage_type: 'itinerary_generations',
      });
      const after = await client.call('increment-user-usage', {
        usage_type: 'itinerary_generations',
        increment: 10,
      });
      expect(after).toEqual({
        allowed: true,
        count: before.count + 10,
        limit: null,
        remaining: null,
      });
    }
  });
});

describe('device usage through the web SDK', () => {
  it('counts a guest’s device up to the cap, per device', async () => {
    const guest = track(guestClient());
    const hash = device();
    const bump = () =>
      guest.call('increment-device-usage', {
        fingerprint_hash: hash,
        usage_type: 'itinerary_generations',
      });
    await bump();
    await bump();
    expect(await bump()).toEqual({ allowed: true, count: 3, limit: 3, remaining: 0 });
    expect(await bump()).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(
      await guest.call('get-device-usage', {
        fingerprint_hash: hash,
        usage_type: 'itinerary_generations',
      }),
    ).toEqual({ allowed: false, count: 3, limit: 3, remaining: 0 });
    expect(
      await guest.call('get-device-usage', {
        fingerprint_hash: device(),
        usage_type: 'itinerary_generations',
      }),
    ).toEqual({ allowed: true, count: 0, limit: 3, remaining: 3 });
  });

  it('answers invalid-argument for a bad hash or a forged address', async () => {
    const guest = track(guestClient());
    const cases: [CallableName, unknown, RegExp][] = [
      [
        'get-device-usage',
        { fingerprint_hash: 'nothex!!', usage_type: 'ai_requests' },
        /fingerprint_hash must be 8 hex digits/,
      ],
      [
        'increment-device-usage',
        { fingerprint_hash: device(), usage_type: 'ai_requests', ip_address: '1.2.3.4' },
        /Unexpected field: ip_address/,
      ],
      [
        'increment-device-usage',
        { fingerprint_hash: device(), usage_type: 'ai_requests', increment: -1 },
        /increment must be/,
      ],
    ];
    for (const [name, data, message] of cases) {
      const error = await callError(guest.callUnchecked(name, data));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
    }
  });

  it('stops a guest rotating fingerprint hashes at the ceiling of its address', async () => {
    // The web SDK sets no headers, so this client posts the callable protocol itself, from an
    // address of its own (the front end's X-Forwarded-For hop): other tests' guests are elsewhere.
    const address = `10.${[...randomBytes(3)].join('.')}`;
    const bump = async (fingerprint_hash: string) => {
      const response = await fetch(`${FUNCTIONS_URL}/increment-device-usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          data: { fingerprint_hash, usage_type: 'ai_requests', increment: 10 },
        }),
      });
      return ((await response.json()) as { result: unknown }).result;
    };
    // Ten devices each use their whole cap of 10: the ceiling of 100 for one address.
    for (let i = 0; i < 10; i++) {
      expect(await bump(device())).toEqual({ allowed: true, count: 10, limit: 10, remaining: 0 });
    }
    expect(await bump(device())).toEqual({ allowed: false, count: 0, limit: 10, remaining: 0 });
    // A guest elsewhere is not affected.
    const elsewhere = track(guestClient());
    expect(
      await elsewhere.call('increment-device-usage', {
        fingerprint_hash: device(),
        usage_type: 'ai_requests',
      }),
    ).toMatchObject({ allowed: true, count: 1 });
  });

  it('works for a signed-in caller too (the device, not the account, is counted)', async () => {
    const user = track(await signedInClient(`device-${randomUUID()}@example.com`));
    const hash = device();
    const answer = await user.call('increment-device-usage', {
      fingerprint_hash: hash,
      usage_type: 'saved_items',
      increment: 5,
    });
    expect(answer).toEqual({ allowed: true, count: 5, limit: 15, remaining: 10 });
  });
});
