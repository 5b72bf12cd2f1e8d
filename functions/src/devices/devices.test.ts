import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { getClientIp, storeDeviceFingerprint } from './devices';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

/** A callable request as it arrives over HTTP, with the headers and socket the runtime saw. */
function httpRequest(data: unknown, forwardedFor: string | undefined, socketAddress = '10.0.0.2') {
  return {
    ...callableRequest(data),
    rawRequest: {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: socketAddress },
    } as never,
  };
}

const newHash = () => randomBytes(4).toString('hex');

async function storedRow(hash: string) {
  const db = await getDatabase();
  return db
    .selectFrom('device_fingerprints')
    .selectAll()
    .where('fingerprint_hash', '=', hash)
    .executeTakeFirstOrThrow();
}

describe(`get-client-ip on ${inject('databaseKind')}`, () => {
  it('answers the first untrusted hop of X-Forwarded-For', async () => {
    process.env.TRUSTED_PROXIES = '192.0.2.0/24';
    expect(
      await getClientIp.run(httpRequest({}, '6.6.6.6, 203.0.113.7, 192.0.2.44', '10.0.0.2')),
    ).toEqual({ ip: '203.0.113.7' });
  });

  it('answers the socket address without a usable header', async () => {
    expect(await getClientIp.run(httpRequest({}, undefined, '::ffff:198.51.100.3'))).toEqual({
      ip: '198.51.100.3',
    });
  });

  it('answers null when the runtime gave no address', async () => {
    expect(await getClientIp.run(callableRequest({}))).toEqual({ ip: null });
  });

  it('refuses fields, and hides a bad TRUSTED_PROXIES setting behind internal', async () => {
    expect(
      (await rejection(Promise.resolve(getClientIp.run(httpRequest({ ip: 'x' }, ''))))).code,
    ).toBe('invalid-argument');
    process.env.TRUSTED_PROXIES = 'not-an-ip';
    expect(
      await rejection(Promise.resolve(getClientIp.run(httpRequest({}, '203.0.113.7')))),
    ).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe(`store-device-fingerprint on ${inject('databaseKind')}`, () => {
  const record = (hash: string) => ({
    fingerprint_hash: hash,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    screen_resolution: '1920x1080',
    timezone: 'Europe/Paris',
    language: 'fr-FR',
    platform: 'Linux x86_64',
    cookie_enabled: true,
    local_storage_enabled: true,
    session_storage_enabled: true,
    indexed_db_enabled: false,
    webgl_vendor: 'Google Inc.',
    webgl_renderer: 'ANGLE',
    canvas_fingerprint: 'c0ffee',
    audio_fingerprint: '124.04347527516074',
  });

  it('stores the record with the address the server saw, keeping a sent address apart', async () => {
    const hash = newHash();
    expect(
      await storeDeviceFingerprint.run(
        httpRequest({ ...record(hash), ip_address: '1.2.3.4' }, '203.0.113.7'),
      ),
    ).toEqual({ stored: true });
    expect(await storedRow(hash)).toMatchObject({
      ...record(hash),
      ip_address: '203.0.113.7',
      reported_ip_address: '1.2.3.4',
    });
  });

  it('refuses traits PostgreSQL text cannot hold as invalid-argument, not internal', async () => {
    expect(
      await rejection(
        Promise.resolve(
          storeDeviceFingerprint.run(
            httpRequest({ ...record(newHash()), user_agent: 'Mozilla\u0000' }, undefined),
          ),
        ),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'user_agent must not contain NUL characters' });
  });

  it('upserts by hash: one row, latest traits, last_seen moves on, first_seen stays', async () => {
    const hash = newHash();
    await storeDeviceFingerprint.run(httpRequest(record(hash), '203.0.113.7'));
    const first = await storedRow(hash);
    await storeDeviceFingerprint.run(
      httpRequest({ fingerprint_hash: hash.toUpperCase(), language: 'en-GB' }, '198.51.100.9'),
    );
    const second = await storedRow(hash);
    expect(second).toMatchObject({ language: 'en-GB', user_agent: '', ip_address: '198.51.100.9' });
    expect(second.first_seen).toEqual(first.first_seen);
    expect(second.last_seen.getTime()).toBeGreaterThanOrEqual(first.last_seen.getTime());
    const db = await getDatabase();
    const { count } = await db
      .selectFrom('device_fingerprints')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('fingerprint_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it.each([
    ['a missing hash', { fingerprint_hash: undefined }, /fingerprint_hash/],
    ['a short hash', { fingerprint_hash: 'abc' }, /8 hex digits/],
    ['a non-hex hash', { fingerprint_hash: 'zzzzzzzz' }, /8 hex digits/],
    [
      'an oversized user agent',
      { user_agent: 'x'.repeat(1025) },
      /user_agent must be at most 1024/,
    ],
    ['a non-boolean capability', { cookie_enabled: 'yes' }, /cookie_enabled must be true or false/],
    ['a garbage ip_address', { ip_address: 'localhost' }, /ip_address must be an IPv4 or IPv6/],
    ['an unknown field', { user_id: 'someone' }, /user_id/],
    ['a non-object payload', 'abc', /Send the device fingerprint record/],
  ])('refuses %s with invalid-argument', async (_case, fields, message) => {
    const failure = await rejection(
      Promise.resolve(
        storeDeviceFingerprint.run(
          httpRequest(
            typeof fields === 'string' ? fields : { fingerprint_hash: newHash(), ...fields },
            '',
          ),
        ),
      ),
    );
    expect(failure.code).toBe('invalid-argument');
    expect(failure.message).toMatch(message);
  });
});
