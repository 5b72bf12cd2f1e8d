import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { verifyRecaptcha } from './verifyRecaptcha';

// A guest's call from a known address counts against its rate limit, kept in the database.
beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const call = (data: unknown, caller?: { uid: string }) =>
  Promise.resolve(verifyRecaptcha.run(callableRequest(data, caller)));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('verify-recaptcha', () => {
  it('answers with the local provider in the emulator when no secret is configured, for guests and users', async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(await call({ token: 'any-token', action: 'signup' })).toEqual({ success: true });
    expect(await call({ token: 'any-token', action: 'login' }, { uid: 'u1' })).toEqual({
      success: true,
    });
    expect(await call({ token: 'local-fail', action: 'login' })).toEqual({
      success: false,
      error: 'reCAPTCHA verification failed. Please try again.',
    });
  });

  it('refuses outside the emulator when no secret is configured, rather than passing everyone', async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('VOYAGENT_DEMO_MODE', '');
    for (const token of ['any-token', 'local-fail']) {
      expect(await rejection(call({ token, action: 'signup' }))).toEqual({
        code: 'failed-precondition',
        message: 'Security verification failed. Please try again.',
      });
    }
  });

  it('asks Google when a secret is configured, with the caller’s address', async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'server-secret');
    vi.stubEnv('RECAPTCHA_MIN_SCORE', '0.8');
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ success: true, score: 0.7, action: 'signup' }),
    );
    vi.stubGlobal('fetch', fetch);
    const request = {
      ...callableRequest({ token: 'tok', action: 'signup' }),
      rawRequest: { headers: {}, socket: { remoteAddress: '198.51.100.2' } } as never,
    };
    expect(await Promise.resolve(verifyRecaptcha.run(request))).toEqual({
      success: false,
      error: 'reCAPTCHA verification failed. Please try again.',
    });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(
      'secret=server-secret&response=tok&remoteip=198.51.100.2',
    );
  });

  it.each([
    ['an unknown action', { token: 't', action: 'checkout' }, 'action must be signup or login'],
    ['a missing action', { token: 't' }, 'action must be signup or login'],
    ['an empty token', { token: '', action: 'login' }, 'token must not be empty'],
    ['a numeric token', { token: 5, action: 'login' }, 'token must be text'],
    [
      'a 1 MB token',
      { token: 'x'.repeat(1 << 20), action: 'login' },
      'token must be at most 4096 characters',
    ],
    [
      'an extra field',
      { token: 't', action: 'login', score: 1 },
      'Unexpected field: score. Send {token, action}: the reCAPTCHA token and signup or login.',
    ],
    [
      'a non-object body',
      'token',
      'Send {token, action}: the reCAPTCHA token and signup or login.',
    ],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    expect(await rejection(call(data))).toEqual({ code: 'invalid-argument', message });
  });
});
