import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { getDatabase } from '../db/database';
import { logger } from '../logging/logger';
import { redact } from '@voyagent/contracts';
import { trialSignupEmail } from './trialSignupEmail';
import { readUnsubscribeToken } from './unsubscribeLink';

const SECRET = 'test-email-link-secret';
const UNSUBSCRIBE_URL = 'http://127.0.0.1:5001/demo-voyagent/us-central1/email-unsubscribe';
const UNAVAILABLE = 'E-mail sign-up is not available right now. Please try again later.';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

beforeEach(() => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('VOYAGENT_DEMO_MODE', '');
  vi.stubEnv('EMAIL_API_KEY', '');
  vi.stubEnv('EMAIL_FROM', '');
  vi.stubEnv('EMAIL_LINK_SECRET', SECRET);
  vi.stubEnv('EMAIL_UNSUBSCRIBE_URL', UNSUBSCRIBE_URL);
  vi.stubEnv('SITE_URL', 'http://127.0.0.1:5000');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fresh address per test: the tables are shared with the other suites. */
const newAddress = () => `popup-${randomUUID()}@example.com`;

/** A guest's call, from `address` when given (rate limits count per address). */
const call = (data: unknown, fromAddress?: string) =>
  Promise.resolve(
    trialSignupEmail.run({
      ...callableRequest(data),
      rawRequest: (fromAddress
        ? { headers: {}, socket: { remoteAddress: fromAddress } }
        : {}) as never,
    }),
  );

async function rowsFor(email: string) {
  const db = await getDatabase();
  const signups = await db
    .selectFrom('trial_signup_emails')
    .selectAll()
    .where('email', '=', email)
    .execute();
  const outbox = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .execute();
  return { signups, outbox };
}

describe('trial-signup-email', () => {
  // EP-018, EP-019: the same address again is a success, kept and mailed once.
  it('keeps a new address once and puts one welcome e-mail in the local outbox', async () => {
    const email = newAddress();
    expect(await call({ email })).toEqual({ subscribed: true });
    expect(await call({ email: `  ${email.toUpperCase()} ` })).toEqual({ subscribed: true });
    const { signups, outbox } = await rowsFor(email);
    expect(signups).toHaveLength(1);
    expect(signups[0]?.welcome_sent_at).toBeInstanceOf(Date);
    expect(signups[0]?.unsubscribed_at).toBeNull();
    expect(outbox).toHaveLength(1);
    const [sent] = outbox;
    expect(sent?.subject).toBe('Your 7-day free trial of Voyagent is waiting');
    expect(sent?.text_body).toContain('http://127.0.0.1:5000/free-trial');
    const link = new URL(sent?.unsubscribe_url ?? '');
    expect(link.origin + link.pathname).toBe(UNSUBSCRIBE_URL);
    expect(readUnsubscribeToken(link.searchParams.get('token') ?? '', SECRET)).toBe(email);
    expect(sent?.text_body).toContain(sent?.unsubscribe_url);
  });

  it('keeps concurrent repeats of one address as one row and one e-mail', async () => {
    const email = newAddress();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call({ email })));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ subscribed: true })));
    const { signups, outbox } = await rowsFor(email);
    expect(signups).toHaveLength(1);
    expect(outbox).toHaveLength(1);
  });

  it('sends nothing to an address that unsubscribed, and still answers success', async () => {
    const email = newAddress();
    const db = await getDatabase();
    await db
      .insertInto('trial_signup_emails')
      .values({ email, unsubscribed_at: new Date() })
      .execute();
    expect(await call({ email })).toEqual({ subscribed: true });
    expect((await rowsFor(email)).outbox).toHaveLength(0);
  });

  it('keeps the address when the mail API refuses, answers unavailable, and sends on the retry', async () => {
    vi.stubEnv('EMAIL_API_KEY', 'mail-api-key');
    vi.stubEnv('EMAIL_FROM', 'Voyagent <hello@voyagent.test>');
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ id: 'msg_1' }));
    vi.stubGlobal('fetch', fetch);
    const email = newAddress();
    expect(await rejection(call({ email }))).toEqual({ code: 'unavailable', message: UNAVAILABLE });
    expect((await rowsFor(email)).signups[0]?.welcome_sent_at).toBeNull();
    expect(await call({ email })).toEqual({ subscribed: true });
    expect(await call({ email })).toEqual({ subscribed: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)) as { to: string[] };
    expect(body.to).toEqual([email]);
    const { signups, outbox } = await rowsFor(email);
    expect(signups[0]?.welcome_sent_at).toBeInstanceOf(Date);
    expect(outbox).toHaveLength(0);
  });

  it('fails closed without a mail key outside the emulator and demo mode: nothing kept', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const email = newAddress();
    expect(await rejection(call({ email }))).toEqual({
      code: 'failed-precondition',
      message: UNAVAILABLE,
    });
    expect((await rowsFor(email)).signups).toHaveLength(0);
  });

  it('refuses without the link secret or the unsubscribe URL: no e-mail without its link', async () => {
    for (const [name, value] of [
      ['EMAIL_LINK_SECRET', ''],
      ['EMAIL_UNSUBSCRIBE_URL', 'not a url'],
    ] as const) {
      vi.stubEnv(name, value);
      expect(await rejection(call({ email: newAddress() }))).toEqual({
        code: 'failed-precondition',
        message: UNAVAILABLE,
      });
      vi.stubEnv('EMAIL_LINK_SECRET', SECRET);
      vi.stubEnv('EMAIL_UNSUBSCRIBE_URL', UNSUBSCRIBE_URL);
    }
  });

  it.each([
    ['no @', { email: 'ada.example.com' }, 'email must be an e-mail address'],
    ['an empty address', { email: '   ' }, 'email must be an e-mail address'],
    ['a number', { email: 42 }, 'email must be text'],
    [
      'a 300-character address',
      { email: `${'a'.repeat(290)}@example.com` },
      'email must be at most 254 characters',
    ],
    ['a NUL character', { email: 'a\u0000@example.com' }, 'email must not contain NUL characters'],
    [
      'an extra field',
      { email: 'a@example.com', list: 'all' },
      'Unexpected field: list. Send {email}: the address to sign up.',
    ],
    ['no address', {}, 'email must be text'],
    ['a list', ['a@example.com'], 'Send {email}: the address to sign up.'],
  ])('refuses %s with invalid-argument naming the problem', async (_case, data, message) => {
    expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
  });

  it('limits one guest address to 20 sign-ups a minute', async () => {
    const from = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const db = await getDatabase();
    await db.deleteFrom('rate_limits').where('client_key', '=', from).execute();
    const email = newAddress();
    for (let index = 0; index < 20; index++) {
      expect(await call({ email }, from)).toEqual({ subscribed: true });
    }
    expect(await rejection(call({ email }, from))).toEqual({
      code: 'resource-exhausted',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Another address is not held back by this one.
    expect(await call({ email }, '203.0.113.77')).toEqual({ subscribed: true });
  });

  it('never writes the address to the log', async () => {
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const) {
      const original = logger[level];
      vi.spyOn(logger, level).mockImplementation((message, data) => {
        lines.push(`${message} ${JSON.stringify(redact(data ?? {}))}`);
        original(message, data);
      });
    }
    vi.stubEnv('EMAIL_API_KEY', 'mail-api-key');
    vi.stubEnv('EMAIL_FROM', 'Voyagent <hello@voyagent.test>');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    const email = newAddress();
    await rejection(call({ email }));
    vi.stubEnv('EMAIL_API_KEY', '');
    await call({ email });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toContain(email);
  });
});
