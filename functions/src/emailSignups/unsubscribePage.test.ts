import { randomUUID } from 'node:crypto';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  vi,
} from 'vitest';
import { serveFunctions, type FunctionsServer } from '../../test/httpServer';
import { getDatabase } from '../db/database';
import { emailUnsubscribe } from './unsubscribePage';
import { unsubscribeToken } from './unsubscribeLink';

const SECRET = 'test-unsubscribe-secret';

let server: FunctionsServer;
beforeAll(async () => {
  process.env.DATABASE_URL = inject('databaseUrl');
  server = await serveFunctions([['email-unsubscribe', emailUnsubscribe]]);
});
afterAll(() => server.close());

beforeEach(() => {
  vi.stubEnv('EMAIL_LINK_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const endpoint = (query = '') => `${server.url}/email-unsubscribe${query}`;
const linkQuery = (token: string) => `?token=${encodeURIComponent(token)}`;

async function signedUpAddress() {
  const email = `unsubscribe-${randomUUID()}@example.com`;
  const db = await getDatabase();
  await db.insertInto('trial_signup_emails').values({ email }).execute();
  return email;
}

async function unsubscribedAt(email: string) {
  const db = await getDatabase();
  const row = await db
    .selectFrom('trial_signup_emails')
    .select('unsubscribed_at')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.unsubscribed_at;
}

const postForm = (url: string, body: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('email-unsubscribe', () => {
  it('asks to confirm on GET, changing nothing, then unsubscribes on the form’s POST', async () => {
    const email = await signedUpAddress();
    const token = unsubscribeToken(email, SECRET);
    const page = await fetch(endpoint(linkQuery(token)));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Unsubscribe</h1>');
    expect(html).toContain('Stop receiving Voyagent e-mails at this address?');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(html).not.toContain(email);
    expect(await unsubscribedAt(email)).toBeNull();

    const done = await postForm(endpoint(), new URLSearchParams({ token }).toString());
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'You will not receive any more Voyagent e-mails at this address.',
    );
    const first = await unsubscribedAt(email);
    expect(first).toBeInstanceOf(Date);

    // Again: still unsubscribed, at the first time.
    expect((await postForm(endpoint(), `token=${token}`)).status).toBe(200);
    expect(await unsubscribedAt(email)).toEqual(first);
  });

  it('takes a mail client’s one-click POST with the token in the URL (RFC 8058)', async () => {
    const email = await signedUpAddress();
    const answer = await postForm(
      endpoint(linkQuery(unsubscribeToken(email, SECRET))),
      'List-Unsubscribe=One-Click',
    );
    expect(answer.status).toBe(200);
    expect(await unsubscribedAt(email)).toBeInstanceOf(Date);
  });

  it('answers a clear 400 page to a forged, foreign, malformed or missing token', async () => {
    const email = await signedUpAddress();
    const forged = `${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`;
    const otherSecret = unsubscribeToken(email, 'someone-elses-secret');
    const queries = [
      linkQuery(forged),
      linkQuery(otherSecret),
      '?token=%E0%A4%A',
      '',
      '?token=a&token=b',
    ];
    for (const query of queries) {
      for (const answer of [await fetch(endpoint(query)), await postForm(endpoint(query), '')]) {
        expect(answer.status).toBe(400);
        const html = await answer.text();
        expect(html).toContain('<h1>Invalid link</h1>');
        expect(html).toContain('This unsubscribe link is invalid or incomplete.');
      }
    }
    expect(await unsubscribedAt(email)).toBeNull();
  });

  it('refuses other methods with 405 and, without its secret, answers 503', async () => {
    const put = await fetch(endpoint(), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    vi.stubEnv('EMAIL_LINK_SECRET', '');
    const email = await signedUpAddress();
    const answer = await fetch(endpoint(linkQuery(unsubscribeToken(email, SECRET))));
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('Unsubscribing is not available right now.');
  });
});
