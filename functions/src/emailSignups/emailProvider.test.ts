import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema';
import {
  DEFAULT_EMAIL_API_URL,
  EmailDeliveryError,
  emailProviderFor,
  httpEmailProvider,
  type OutgoingEmail,
} from './emailProvider';
import { welcomeEmail, WELCOME_SUBJECT } from './welcomeEmail';

const message: OutgoingEmail = {
  to: 'ada@example.com',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
  unsubscribeUrl: 'https://fn.example/email-unsubscribe?token=t.s',
};

const fakeFetch = (status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json({ id: 'msg_1' }, { status }));

const api = (fetch: typeof globalThis.fetch) =>
  httpEmailProvider({
    apiKey: 're_key',
    apiUrl: 'https://mail.example/emails',
    from: 'Voyagent <hello@voyagent.app>',
    fetch,
  });

const unusedDatabase = {} as Kysely<Database>;

describe('transactional-mail API adapter', () => {
  it('POSTs the message as JSON with the Bearer key and the one-click unsubscribe headers', async () => {
    const fetch = fakeFetch();
    await api(fetch).send(message);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://mail.example/emails');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      authorization: 'Bearer re_key',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      from: 'Voyagent <hello@voyagent.app>',
      to: ['ada@example.com'],
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      headers: {
        'List-Unsubscribe': '<https://fn.example/email-unsubscribe?token=t.s>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects a refused message or a failed network, naming neither the key nor the recipient', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    for (const [fetch, reason] of [
      [fakeFetch(422), 'HTTP 422'],
      [fakeFetch(500), 'HTTP 500'],
      [offline, 'TypeError'],
    ] as const) {
      const failure = api(fetch).send(message);
      await expect(failure).rejects.toBeInstanceOf(EmailDeliveryError);
      const error = (await failure.catch((caught: unknown) => caught)) as Error;
      expect(error.message).toContain(reason);
      expect(error.message).not.toMatch(/ada@example\.com|re_key/);
    }
  });
});

describe('provider choice', () => {
  const unkeyed = { EMAIL_API_KEY: '', EMAIL_API_URL: '', EMAIL_FROM: '' };

  it('is the API when a key is configured, even in the emulator, at Resend by default', async () => {
    const fetch = fakeFetch();
    const provider = emailProviderFor(
      { ...unkeyed, EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.c', FUNCTIONS_EMULATOR: 'true' },
      unusedDatabase,
      fetch,
    );
    await provider.send(message);
    expect(fetch.mock.calls[0]?.[0]).toBe(DEFAULT_EMAIL_API_URL);
    expect(DEFAULT_EMAIL_API_URL).toBe('https://api.resend.com/emails');
  });

  it('is the local outbox without a key only in the emulator or under the demo switch', () => {
    const fetch = fakeFetch();
    for (const env of [{ FUNCTIONS_EMULATOR: 'true' }, { VOYAGENT_DEMO_MODE: 'true' }]) {
      expect(() => emailProviderFor({ ...unkeyed, ...env }, unusedDatabase, fetch)).not.toThrow();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses without a key anywhere else, and with a key but no sender', () => {
    const refusal = expect.objectContaining({
      code: 'failed-precondition',
      message: 'E-mail sign-up is not available right now. Please try again later.',
    });
    for (const env of [{}, { FUNCTIONS_EMULATOR: 'false' }, { VOYAGENT_DEMO_MODE: '1' }]) {
      expect(() => emailProviderFor({ ...unkeyed, ...env }, unusedDatabase)).toThrow(refusal);
    }
    expect(() => emailProviderFor({ ...unkeyed, EMAIL_API_KEY: 'k' }, unusedDatabase)).toThrow(
      refusal,
    );
  });
});

describe('welcome e-mail', () => {
  it('links the free trial and the unsubscribe page in text and HTML, escaping the HTML', () => {
    const email = welcomeEmail({
      to: 'ada@example.com',
      unsubscribeUrl: 'https://fn.example/u?token=a&b',
      siteUrl: 'https://voyagent.app',
    });
    expect(email.subject).toBe(WELCOME_SUBJECT);
    expect(email.subject).toBe('Your 7-day free trial of Voyagent is waiting');
    expect(email.text).toContain('https://voyagent.app/free-trial');
    expect(email.text).toContain('Unsubscribe: https://fn.example/u?token=a&b');
    expect(email.html).toContain('href="https://fn.example/u?token=a&amp;b"');
    expect(email.html).toContain('href="https://voyagent.app/free-trial"');
    const unlinked = welcomeEmail({ to: 'a@b.c', unsubscribeUrl: 'https://u', siteUrl: '' });
    expect(unlinked.text).toContain('on the Voyagent website');
  });
});
