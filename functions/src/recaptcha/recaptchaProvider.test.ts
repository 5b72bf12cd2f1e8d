import { describe, expect, it, vi } from 'vitest';
import {
  googleRecaptchaProvider,
  LOCAL_FAILING_TOKEN,
  localRecaptchaProvider,
  RECAPTCHA_FAILED,
  recaptchaProviderFor,
  SECURITY_CHECK_FAILED,
  SITEVERIFY_URL,
  type RecaptchaCheck,
} from './recaptchaProvider';

const check: RecaptchaCheck = { token: 'tok-123', action: 'signup', remoteIp: '203.0.113.9' };

/** A fetch that records its calls and answers `body` with `status`. */
function fakeFetch(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => Response.json(body, { status }));
}

const google = (fetch: typeof globalThis.fetch, minScore = 0.5) =>
  googleRecaptchaProvider({ secret: 's3cret', minScore, fetch });

describe('Google siteverify adapter', () => {
  it('POSTs secret, response and remoteip form-encoded to siteverify', async () => {
    const fetch = fakeFetch({ success: true, score: 0.9, action: 'signup' });
    expect(await google(fetch).verify(check)).toEqual({ success: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(init?.body).toBe('secret=s3cret&response=tok-123&remoteip=203.0.113.9');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves remoteip out when the address is unknown, and encodes the token', async () => {
    const fetch = fakeFetch({ success: true, score: 0.9, action: 'login' });
    await google(fetch).verify({ token: 'a+b&c=d', action: 'login', remoteIp: undefined });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('secret=s3cret&response=a%2Bb%26c%3Dd');
  });

  it.each([
    ['Google reports no success', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['the token was issued for another action', { success: true, score: 0.9, action: 'login' }],
    ['the score is below the threshold', { success: true, score: 0.49, action: 'signup' }],
    ['the score is not a number', { success: true, score: '0.9', action: 'signup' }],
    ['the answer is not an object', 'ok'],
  ])('fails when %s', async (_case, body) => {
    expect(await google(fakeFetch(body)).verify(check)).toEqual({
      success: false,
      error: RECAPTCHA_FAILED,
    });
  });

  it('passes a score exactly at the threshold and honours a configured threshold', async () => {
    const atThreshold = fakeFetch({ success: true, score: 0.5, action: 'signup' });
    expect(await google(atThreshold).verify(check)).toEqual({ success: true });
    const strict = fakeFetch({ success: true, score: 0.7, action: 'signup' });
    expect((await google(strict, 0.8).verify(check)).success).toBe(false);
  });

  it('fails closed with a message when the network, Google or its answer fails', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    const serverError = fakeFetch({}, 503);
    const notJson = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 }));
    for (const fetch of [offline, serverError, notJson]) {
      expect(await google(fetch).verify(check)).toEqual({
        success: false,
        error: SECURITY_CHECK_FAILED,
      });
    }
    // shell.md §5 and §8, letter for letter.
    expect(SECURITY_CHECK_FAILED).toBe('Security verification failed. Please try again.');
  });
});

describe('local provider', () => {
  it('accepts a non-empty token and fails the documented test token', async () => {
    expect(await localRecaptchaProvider.verify(check)).toEqual({ success: true });
    expect(await localRecaptchaProvider.verify({ ...check, token: LOCAL_FAILING_TOKEN })).toEqual({
      success: false,
      error: 'reCAPTCHA verification failed. Please try again.',
    });
    expect((await localRecaptchaProvider.verify({ ...check, token: '' })).success).toBe(false);
  });
});

describe('provider choice', () => {
  const unkeyed = { RECAPTCHA_SECRET_KEY: '', RECAPTCHA_MIN_SCORE: 0.5 };

  it('is Google when a secret is configured, even in the emulator', async () => {
    const fetch = fakeFetch({ success: false });
    const configured = recaptchaProviderFor(
      { RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_MIN_SCORE: 0.5, FUNCTIONS_EMULATOR: 'true' },
      fetch,
    );
    expect((await configured.verify(check)).success).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is local without a secret only in the emulator or under the demo switch', () => {
    expect(recaptchaProviderFor({ ...unkeyed, FUNCTIONS_EMULATOR: 'true' })).toBe(
      localRecaptchaProvider,
    );
    expect(recaptchaProviderFor({ ...unkeyed, VOYAGENT_DEMO_MODE: 'true' })).toBe(
      localRecaptchaProvider,
    );
  });

  it('refuses without a secret anywhere else, whatever the environment says', () => {
    for (const env of [{}, { FUNCTIONS_EMULATOR: 'false' }, { VOYAGENT_DEMO_MODE: '1' }]) {
      expect(() => recaptchaProviderFor({ ...unkeyed, ...env })).toThrow(
        expect.objectContaining({
          code: 'failed-precondition',
          message: SECURITY_CHECK_FAILED,
        }),
      );
    }
  });
});
