/**
 * Property test over EVERY deployed function (issue 4 item 7): random payloads never earn a 5xx.
 * The function list is read from src/index.ts at run time, so functions added later are covered
 * without touching this file. Callables must answer a result or an HttpsError whose HTTP status is
 * 4xx; HTTPS functions must answer a status below 500.
 */
import { randomUUID } from 'node:crypto';
import { contracts, defineCallableContract, type AnyContract } from '@voyagent/contracts';
import fc from 'fast-check';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { emulatorSettings } from '../../scripts/lib/emulatorEnv.mjs';
import { FUNCTIONS_URL, SITE_URL } from '../../scripts/lib/stack.mjs';
import { defineCallable } from '../src/http/defineCallable';
import { FIXTURE_TEMPLATE_URL } from './blogTemplateFixture';
import { callableRequest } from './callableRequest';
import { deployedFunctions } from './deployedFunctions';

const RUNS_PER_FUNCTION = 60;

// The emulator's configuration, local providers included, so every handler runs past its provider
// choice and the unlimited-admin path runs (payments/failClosed.test.ts covers the refusals).
Object.assign(process.env, emulatorSettings({ siteUrl: SITE_URL, functionsUrl: FUNCTIONS_URL }), {
  FUNCTIONS_EMULATOR: 'true',
  LOCAL_PAYMENTS_SECRET: 'fuzz-local-payments-secret',
  TRIAL_CLAIM_HASH_KEY: 'fuzz-trial-claim-hash-key',
  EMAIL_LINK_SECRET: 'fuzz-email-link-secret',
  // blog-page's template, as the site's build writes it: no hosting runs here.
  BLOG_TEMPLATE_URL: FIXTURE_TEMPLATE_URL,
});

interface Callable {
  run(request: CallableRequest<unknown>): unknown;
  __endpoint: { callableTrigger?: unknown; httpsTrigger?: unknown };
}
type HttpsHandler = ((req: unknown, res: unknown) => Promise<void> | void) & Callable;

const index = (await import('../src/index')) as Record<string, unknown>;
// Callables also carry run(), and the HTTPS handlers are driven with the fake exchange below.
const functions = deployedFunctions(index) as [string, HttpsHandler][];
type Shape = Record<string, z.ZodType>;
/** The fields of the function's request contract: its payload's field names and their types. */
function requestShapes(name: string): Shape[] {
  const contract = (contracts as Record<string, AnyContract | undefined>)[name];
  if (contract?.kind !== 'callable' || !(contract.request instanceof z.ZodObject)) return [];
  return [contract.request.shape as Shape];
}

/** Valid values of an enum field (through default/optional/nullable/pipe wrappers), if any. */
function enumValues(schema: z.ZodType): unknown[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 6 && current; depth++) {
    const options = (current as { options?: unknown }).options;
    if (Array.isArray(options)) return options;
    const def = (current as { _zod?: { def?: { innerType?: unknown; in?: unknown } } })._zod?.def;
    current = def?.innerType ?? def?.in;
  }
  return [];
}

const hugeString = fc.constantFrom(
  'x'.repeat(100_000),
  '\u{1F600}'.repeat(20_000),
  '\0'.repeat(5000),
);
const deepArray = fc
  .integer({ min: 20, max: 300 })
  .map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], []));
const oddValue = fc.oneof(
  fc.anything(),
  fc.string(),
  hugeString,
  deepArray,
  fc.array(fc.array(fc.anything(), { maxLength: 5 }), { maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', '0a1b2c3d', 'https://example.com/x'),
);
/** A field's value: sometimes valid-looking (an enum member), mostly wrong or extreme. */
const fieldValue = (schema: z.ZodType) => {
  const valid = enumValues(schema);
  return valid.length > 0 ? fc.oneof(fc.constantFrom(...valid), oddValue) : oddValue;
};

function payloads(shapes: Shape[]): fc.Arbitrary<unknown> {
  const withRightKeys = shapes.map((shape) =>
    fc.record(
      Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, fieldValue(schema)])),
      { requiredKeys: [] },
    ),
  );
  const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  const mixedKeys =
    keys.length > 0 ? [fc.dictionary(fc.constantFrom(...keys), oddValue, { maxKeys: 6 })] : [];
  return fc.oneof(fc.anything(), hugeString, deepArray, ...withRightKeys, ...mixedKeys);
}

const adminEmail = process.env.UNLIMITED_ADMIN_EMAIL || 'admin@voyagent.test';
const caller = fc.constantFrom<'guest' | 'user' | 'admin'>('guest', 'user', 'admin');
const forwardedFor = fc.oneof(fc.constant(undefined), fc.string(), fc.constant('203.0.113.5, ::1'));

function requestFor(data: unknown, who: 'guest' | 'user' | 'admin', xff: string | undefined) {
  const auth =
    who === 'guest'
      ? undefined
      : {
          uid: `fuzz-${randomUUID()}`,
          email: who === 'admin' ? adminEmail : `${randomUUID()}@example.com`,
          emailVerified: true,
        };
  return {
    ...callableRequest(data, auth),
    rawRequest: {
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
      socket: { remoteAddress: '127.0.0.1' },
    } as never,
  };
}

/** Minimal Express-like request/response pair; the response resolves once the handler answers. */
function fakeExchange(
  method: string,
  query: Record<string, unknown>,
  body: unknown,
  headers: Record<string, string>,
) {
  const rawBody = Buffer.from(typeof body === 'string' ? body : (JSON.stringify(body) ?? ''));
  const lowerHeaders = Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const req = {
    method,
    headers: lowerHeaders,
    query,
    body,
    rawBody,
    url: '/',
    path: '/',
    originalUrl: '/',
    ip: '127.0.0.1',
    socket: { remoteAddress: '127.0.0.1' },
    header: (name: string) => lowerHeaders[name.toLowerCase()],
    get: (name: string) => lowerHeaders[name.toLowerCase()],
  };
  const sent: { status: number; ended: boolean } = { status: 200, ended: false };
  const res = {
    headersSent: false,
    statusCode: 200,
    locals: {},
    status(code: number) {
      sent.status = code;
      res.statusCode = code;
      return res;
    },
    set: () => res,
    header: () => res,
    setHeader: () => res,
    getHeader: () => undefined,
    type: () => res,
    on: () => res,
    send: () => finish(),
    json: () => finish(),
    end: () => finish(),
    write: () => true,
    redirect: (codeOrUrl: number | string) => {
      if (typeof codeOrUrl === 'number') sent.status = codeOrUrl;
      else sent.status = 302;
      return finish();
    },
    sendStatus: (code: number) => {
      sent.status = code;
      return finish();
    },
  };
  function finish() {
    sent.ended = true;
    res.headersSent = true;
    return res;
  }
  return { req, res, sent };
}

const httpMethod = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD');
const headerMap = fc.dictionary(
  fc.oneof(
    fc.constantFrom('content-type', 'stripe-signature', 'x-forwarded-for', 'origin'),
    fc.string(),
  ),
  fc.string(),
  { maxKeys: 4 },
);
const queryMap = fc.dictionary(
  fc.string({ maxLength: 20 }),
  fc.oneof(fc.string(), fc.array(fc.string())),
  {
    maxKeys: 5,
  },
);

/** The property every callable must hold: a result, or an HttpsError with a 4xx status. */
function neverInternal(name: string, fn: Callable) {
  return fc.asyncProperty(
    payloads(requestShapes(name)),
    caller,
    forwardedFor,
    async (data, who, xff) => {
      try {
        await fn.run(requestFor(data, who, xff));
      } catch (error) {
        expect(error).toBeInstanceOf(HttpsError);
        const { code, httpErrorCode } = error as HttpsError;
        expect(code).not.toBe('internal');
        expect(httpErrorCode.status, `${code}: ${(error as Error).message}`).toBeLessThan(500);
      }
    },
  );
}

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

describe(`every exported function under random payloads on ${inject('databaseKind')}`, () => {
  it('finds the deployed functions', () => {
    expect(functions.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'city-suggestions',
        'get-profile',
        'get-user-usage',
        'verify-recaptcha',
      ]),
    );
  });

  const callables = functions.filter(([, fn]) => fn.__endpoint.callableTrigger !== undefined);
  const https = functions.filter(([, fn]) => fn.__endpoint.httpsTrigger !== undefined);

  it.each(callables)(
    'callable %s answers a result or a 4xx HttpsError, never internal',
    async (name, fn) => {
      await fc.assert(neverInternal(name, fn), { numRuns: RUNS_PER_FUNCTION });
    },
    120_000,
  );

  it('would catch a function that fails inside (the property is not vacuous)', async () => {
    const anything = defineCallableContract({
      name: 'city-suggestions',
      access: 'public',
      request: z.unknown(),
      response: z.object({}),
      errors: {},
    });
    const fragile = defineCallable(anything, (data) => {
      if (typeof data === 'object') throw new Error('boom');
      return {};
    }) as unknown as Callable;
    await expect(
      fc.assert(neverInternal('fragile', fragile), { numRuns: RUNS_PER_FUNCTION }),
    ).rejects.toThrow(/Property failed/);
  });

  it.each(https)(
    'HTTPS %s answers below 500',
    async (_name, fn) => {
      await fc.assert(
        fc.asyncProperty(
          httpMethod,
          queryMap,
          fc.oneof(fc.anything(), hugeString),
          headerMap,
          async (method, query, body, headers) => {
            const { req, res, sent } = fakeExchange(method, query, body, headers);
            await fn(req, res);
            expect(sent.ended, 'the handler answered').toBe(true);
            expect(sent.status).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS_PER_FUNCTION },
      );
    },
    120_000,
  );
});
