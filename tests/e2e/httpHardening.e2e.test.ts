import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_URL, SITE_URL } from './browser';
import { signedInClient, type WebClient } from './webClient';

/**
 * What the functions emulator answers to hostile raw HTTP (issue 8 item 6): the review's payloads
 * are refused with 400 before the framework decodes them, a signed-in callable refuses a page of
 * another site, and guests' writes are limited per client address.
 */
const clients: WebClient[] = [];
afterAll(() => Promise.all(clients.map((client) => client.close())));

async function signedIn() {
  const client = await signedInClient();
  clients.push(client);
  const token = await client.user?.getIdToken();
  if (!token) throw new Error('the Auth emulator gave no ID token');
  return { client, authorization: `Bearer ${token}` };
}

async function post(name: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as {
      result?: unknown;
      error?: { status: string; message: string };
    },
  };
}

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const hostile = [
  ['an @type object', '{"data":{"query":{"@type":"x","password":"hunter2"}}}'],
  ['an Int64 wrapper of a non-number', `{"data":{"query":{"@type":"${INT64}","value":"abc"}}}`],
  ['2,000 levels of nesting', `{"data":${'['.repeat(2000)}"x"${']'.repeat(2000)}}`],
  ['no data', '{"password":"hunter2"}'],
] as const;

describe('hostile payloads', () => {
  it.each(hostile)(
    'a public callable answers %s with 400 invalid-argument',
    async (_what, body) => {
      const answer = await post('city-suggestions', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    },
  );

  it('a signed-in callable answers them with 400 too, before its handler runs', async () => {
    const { authorization } = await signedIn();
    for (const [, body] of hostile) {
      const answer = await post('save-profile', body, { authorization, origin: SITE_URL });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('origins', () => {
  it("a signed-in callable refuses another site's page and changes nothing", async () => {
    const { client, authorization } = await signedIn();
    await client.call('save-profile', { fullName: 'Ada Lovelace' });
    const forged = await post('save-profile', '{"data":{"fullName":"Mallory"}}', {
      authorization,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'This function answers only pages of the Voyagent site.',
    });
    expect(await client.call('get-profile')).toMatchObject({ fullName: 'Ada Lovelace' });
  });

  it('a signed-in callable answers the site', async () => {
    const { authorization } = await signedIn();
    const fromSite = await post('save-profile', '{"data":{"fullName":"Grace Hopper"}}', {
      authorization,
      origin: SITE_URL,
    });
    expect(fromSite.status).toBe(200);
    expect(fromSite.allowOrigin).toBe(SITE_URL);
  });

  it('a public callable stays open to partner sites', async () => {
    const answer = await post('city-suggestions', '{"data":{"query":"Par"}}', {
      origin: 'https://partner.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.allowOrigin).toBe('https://partner.example');
  });
});

describe('guest rate limit', () => {
  // A well-formed token, so each call counts (a malformed one is refused before it is counted).
  const wellFormedClaim = '{"data":{"token":"no-such-token-0123456789"}}';

  it('refuses a guest address past its per-minute limit on claim-discount', async () => {
    // An address of the benchmarking range, fresh for this run, as Google's front end appends it.
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const claim = () => post('claim-discount', wellFormedClaim, { 'x-forwarded-for': address });
    // The limit counts per clock minute: start early in one, so all 31 calls land in it.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute));
    const answers = [];
    for (let call = 0; call < 31; call++) answers.push(await claim());
    expect(answers.slice(0, 30).map(({ status }) => status)).toEqual(Array(30).fill(200));
    expect(answers[30]).toMatchObject({
      status: 429,
      body: {
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message: 'Too many requests. Please wait a minute and try again.',
        },
      },
    });
    const elsewhere = await post('claim-discount', wellFormedClaim, {
      'x-forwarded-for': '198.19.0.1',
    });
    expect(elsewhere.status).toBe(200);
  });
});
