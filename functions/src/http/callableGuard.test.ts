import { CALLABLE_ERRORS, MAX_CALLABLE_BODY_BYTES, MAX_PAYLOAD_DEPTH } from '@voyagent/contracts';
import { onCall } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveFunctions, type FunctionsServer } from '../../test/httpServer';
import { logger } from '../logging/logger';
import { guardCallable, screenCallableRequest, type ScreenedRequest } from './callableGuard';

const SCREEN_MESSAGES = CALLABLE_ERRORS.screen;
const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const SITE = 'https://voyagent.app';

const nested = (depth: number, inner: unknown = 'x') =>
  Array.from({ length: depth }).reduce<unknown>((value) => [value], inner);

function request(body: unknown, headers: Record<string, string> = {}): ScreenedRequest {
  const raw = Buffer.from(JSON.stringify(body) ?? '');
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    rawBody: raw,
  };
}

describe('screenCallableRequest', () => {
  it.each([
    ['an object', { data: { query: 'Par', nested: [{ a: 1 }] } }],
    ['null data', { data: null }],
    ['a number', { data: 5 }],
    [`data nested ${MAX_PAYLOAD_DEPTH} levels`, { data: nested(MAX_PAYLOAD_DEPTH - 1, {}) }],
    ['"@type" as a value', { data: { kind: '@type', list: ['@type'] } }],
  ])('lets %s through', (_what, body) => {
    expect(screenCallableRequest(request(body), 'any')).toBeUndefined();
  });

  it.each([
    ['an @type wrapper', { data: { query: { '@type': 'x', password: 'p' } } }, '@type'],
    [
      'an Int64 wrapper of a non-number',
      { data: { n: { '@type': INT64, value: 'abc' } } },
      '@type',
    ],
    [
      'a valid Int64 wrapper (no contract uses them)',
      { data: [{ '@type': INT64, value: '1' }] },
      '@type',
    ],
    ['an empty @type', { data: { '@type': '' } }, '@type'],
    [
      '__proto__',
      JSON.parse('{"data":{"a":{"__proto__":{"admin":true}}}}') as unknown,
      '__proto__',
    ],
  ])('refuses %s', (_what, body, key) => {
    expect(screenCallableRequest(request(body), 'any')).toEqual({
      httpStatus: 400,
      status: 'INVALID_ARGUMENT',
      message: SCREEN_MESSAGES.forbiddenKey(key),
      reason: `data holds a ${key} key`,
    });
  });

  it('refuses nesting past the limit, arrays or objects, without recursing', () => {
    expect(
      screenCallableRequest(request({ data: nested(MAX_PAYLOAD_DEPTH + 1) }), 'any'),
    ).toMatchObject({
      httpStatus: 400,
      message: SCREEN_MESSAGES.tooDeep,
    });
    let deepObject: unknown = {};
    for (let level = 0; level < 100_000; level++) deepObject = { a: deepObject };
    const deep = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { data: deepObject },
    };
    expect(screenCallableRequest(deep, 'any')?.message).toBe(SCREEN_MESSAGES.tooDeep);
  });

  it.each([
    ['no data', {}, SCREEN_MESSAGES.shape],
    ['an extra field', { data: {}, password: 'p' }, SCREEN_MESSAGES.shape],
    ['an array body', [{ data: {} }], SCREEN_MESSAGES.shape],
    ['a string body', 'data', SCREEN_MESSAGES.shape],
  ])('refuses a body with %s', (_what, body, message) => {
    expect(screenCallableRequest(request(body), 'any')?.message).toBe(message);
  });

  it('refuses other methods, content types and oversized bodies', () => {
    const valid = request({ data: {} });
    expect(screenCallableRequest({ ...valid, method: 'GET' }, 'any')?.message).toBe(
      SCREEN_MESSAGES.method,
    );
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const headers = { 'content-type': type };
      expect(screenCallableRequest({ ...valid, headers }, 'any')?.message).toBe(
        SCREEN_MESSAGES.contentType,
      );
    }
    const charset = { 'content-type': 'Application/JSON; charset=utf-8' };
    expect(screenCallableRequest({ ...valid, headers: charset }, 'any')).toBeUndefined();
    const huge = { ...valid, rawBody: Buffer.alloc(MAX_CALLABLE_BODY_BYTES + 1) };
    expect(screenCallableRequest(huge, 'any')?.message).toBe(SCREEN_MESSAGES.tooLarge);
  });

  it('refuses a listed-origins callable from another origin with permission-denied', () => {
    const evil = request({ data: {} }, { origin: 'https://evil.example' });
    expect(screenCallableRequest(evil, [SITE])).toEqual({
      httpStatus: 403,
      status: 'PERMISSION_DENIED',
      message: SCREEN_MESSAGES.origin,
      reason: 'origin not allowed',
    });
    expect(screenCallableRequest(evil, 'any')).toBeUndefined();
    expect(screenCallableRequest(request({ data: {} }, { origin: SITE }), [SITE])).toBeUndefined();
    expect(screenCallableRequest(request({ data: {} }), [SITE])).toBeUndefined();
  });
});

describe('guardCallable over HTTP', () => {
  const calls: unknown[] = [];
  const echo = (origins: 'any' | string[]) =>
    guardCallable(
      onCall({ cors: origins === 'any' ? true : origins }, (call) => {
        calls.push(call.data);
        return { got: call.data as unknown };
      }),
      { name: 'echo', origins },
    );
  const publicEcho = echo('any');
  const siteEcho = echo([SITE]);
  let server: FunctionsServer;
  beforeAll(async () => {
    server = await serveFunctions([
      ['public-echo', publicEcho],
      ['site-echo', siteEcho],
    ]);
  });
  afterAll(() => server.close());

  const post = (name: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('keeps what the emulator and deploy read from the function', () => {
    expect(publicEcho.__endpoint.callableTrigger).toEqual({});
    expect(siteEcho.__endpoint.platform).toBe('gcfv2');
    expect(publicEcho.__trigger).toMatchObject({ platform: 'gcfv2' });
    expect(typeof publicEcho.run).toBe('function');
  });

  it('passes a valid call to the framework and the handler', async () => {
    const answer = await post('public-echo', JSON.stringify({ data: { n: 1 } }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: { got: { n: 1 } } });
  });

  it('answers hostile payloads 400 in the callable error shape, logging only the reason', async () => {
    const warn = vi.spyOn(logger, 'warn');
    calls.length = 0;
    const hostile = [
      [
        JSON.stringify({ data: { query: { '@type': 'x', password: 'hunter2-secret' } } }),
        SCREEN_MESSAGES.forbiddenKey('@type'),
      ],
      [
        JSON.stringify({ data: { n: { '@type': INT64, value: 'hunter2-secret' } } }),
        SCREEN_MESSAGES.forbiddenKey('@type'),
      ],
      [`{"data":${'['.repeat(2000)}"hunter2-secret"${']'.repeat(2000)}}`, SCREEN_MESSAGES.tooDeep],
      [JSON.stringify({ password: 'hunter2-secret' }), SCREEN_MESSAGES.shape],
    ] as const;
    for (const [body, message] of hostile) {
      const answer = await post('public-echo', body, { origin: 'https://partner.example' });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(await answer.json()).toEqual({ error: { status: 'INVALID_ARGUMENT', message } });
    }
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(hostile.length);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('hunter2');
    warn.mockRestore();
  });

  it('answers preflight through the framework CORS: open for public, the site for signed-in', async () => {
    const preflight = (name: string, origin: string) =>
      fetch(`${server.url}/${name}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const open = await preflight('public-echo', 'https://partner.example');
    expect(open.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const site = await preflight('site-echo', SITE);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
    const evil = await preflight('site-echo', 'https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('refuses a forged origin before the handler acts, and serves the site and origin-less calls', async () => {
    calls.length = 0;
    const body = JSON.stringify({ data: { act: true } });
    const forged = await post('site-echo', body, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('access-control-allow-origin')).toBeNull();
    expect(await forged.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: SCREEN_MESSAGES.origin },
    });
    expect(calls).toEqual([]);
    const fromSite = await post('site-echo', body, { origin: SITE });
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await post('site-echo', body)).status).toBe(200);
    expect(calls).toEqual([{ act: true }, { act: true }]);
  });
});
