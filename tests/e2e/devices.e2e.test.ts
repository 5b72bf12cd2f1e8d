import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS_URL } from './browser';
import { callError, guestClient, signedInClient, type WebClient } from './webClient';

/** get-client-ip and store-device-fingerprint (both public) through the web SDK. */
let database: pg.Client;
const clients: WebClient[] = [];
beforeAll(async () => {
  database = new pg.Client({ connectionString: inject('databaseUrl') });
  await database.connect();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await database.end();
});

const guest = () => {
  const client = guestClient();
  clients.push(client);
  return client;
};

/**
 * A call as it reaches production: Google's front end appends the client's address to
 * X-Forwarded-For. The emulator forwards headers untouched to its workers over a Unix socket, so
 * without the header a function there sees no address at all.
 */
async function callThroughFrontEnd(name: string, data: unknown, forwardedFor: string) {
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ data }),
  });
  return response.json() as Promise<{ result?: unknown; error?: unknown }>;
}

describe('get-client-ip', () => {
  it('answers the hop the front end appended, not the forged ones before it', async () => {
    expect(await callThroughFrontEnd('get-client-ip', {}, '6.6.6.6, 203.0.113.7')).toEqual({
      result: { ip: '203.0.113.7' },
    });
  });

  it('answers guests and signed-in users; null where the runtime saw no address', async () => {
    expect(await guest().call('get-client-ip')).toEqual({ ip: null });
    const user = await signedInClient();
    clients.push(user);
    expect(await user.call('get-client-ip')).toEqual({ ip: null });
  });

  it('answers invalid-argument to a payload', async () => {
    expect((await callError(guest().callUnchecked('get-client-ip', { ip: '1.2.3.4' }))).code).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('store-device-fingerprint', () => {
  const record = () => ({
    fingerprint_hash: randomBytes(4).toString('hex'),
    user_agent: 'Mozilla/5.0',
    screen_resolution: '1280x800',
    timezone: 'Europe/Paris',
    language: 'fr-FR',
    platform: 'Linux x86_64',
    cookie_enabled: true,
    local_storage_enabled: true,
    session_storage_enabled: true,
    indexed_db_enabled: true,
    webgl_vendor: 'Google Inc.',
    webgl_renderer: 'ANGLE',
    canvas_fingerprint: 'c0ffee',
    audio_fingerprint: '124.04',
    ip_address: '9.9.9.9',
  });

  it("stores a guest's record once per hash, with the address the server saw", async () => {
    const sent = record();
    expect(await guest().call('store-device-fingerprint', sent)).toEqual({ stored: true });
    expect(await callThroughFrontEnd('store-device-fingerprint', sent, '203.0.113.9')).toEqual({
      result: { stored: true },
    });
    const { rows } = await database.query(
      'select ip_address, reported_ip_address, language from device_fingerprints where fingerprint_hash = $1',
      [sent.fingerprint_hash],
    );
    expect(rows).toEqual([
      { ip_address: '203.0.113.9', reported_ip_address: '9.9.9.9', language: 'fr-FR' },
    ]);
  });

  it.each([
    ['a short hash', { fingerprint_hash: 'abc' }, /8 hex digits/],
    ['an oversized user agent', { user_agent: 'x'.repeat(5000) }, /user_agent must be at most/],
    ['a garbage address', { ip_address: 'localhost' }, /ip_address/],
    ['an unknown field', { user_id: 'x' }, /user_id/],
  ])('answers invalid-argument to %s', async (_case, fields, message) => {
    const error = await callError(
      guest().call('store-device-fingerprint', { ...record(), ...fields }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(message);
  });
});
