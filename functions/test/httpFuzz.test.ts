/**
 * Every deployed function over real HTTP (issue 8 item 6). fuzz.test.ts calls the handlers and so
 * cannot see what the framework does before them: decoding the callable protocol, CORS, its own
 * logging. Here src/index.ts is served the way the emulator serves it (test/httpServer.ts) and
 * random and hostile requests are sent: valid JSON of random shapes, `@type` wrappers anywhere,
 * Int64 wrappers of non-numbers, deep nesting, other content types and methods, other origins.
 * Every answer must be a result or a 4xx (a 2xx, 3xx or 4xx for the HTTP functions), and no value
 * a request carries may ever reach the log: each secret sent contains LEAK, and the log is
 * searched for it.
 */
import { Console } from 'node:console';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emulatorSettings } from '../../scripts/lib/emulatorEnv.mjs';
import { FUNCTIONS_URL, SITE_URL } from '../../scripts/lib/stack.mjs';
import { deployedFunctions } from './deployedFunctions';
import { serveFunctions, type FunctionsServer } from './httpServer';

const RUNS_PER_FUNCTION = 40;
const LEAK = `leak-${randomUUID()}`;
const EVIL_ORIGIN = 'https://evil.example';
const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const UINT64 = 'type.googleapis.com/google.protobuf.UInt64Value';

/*
 * firebase-functions' logger writes through the console it finds when it is first loaded, so the
 * capturing console goes in before anything loads it: every such import below is dynamic. Our own
 * logger writes through it as well.
 */
const logLines: string[] = [];
const testConsole = globalThis.console;
globalThis.console = new Console({
  stdout: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
});
afterAll(() => {
  globalThis.console = testConsole;
});

const { FIXTURE_TEMPLATE_URL } = await import('./blogTemplateFixture');
Object.assign(process.env, emulatorSettings({ siteUrl: SITE_URL, functionsUrl: FUNCTIONS_URL }), {
  FUNCTIONS_EMULATOR: 'true',
  LOCAL_PAYMENTS_SECRET: 'http-fuzz-local-payments-secret',
  TRIAL_CLAIM_HASH_KEY: 'http-fuzz-trial-claim-hash-key',
  EMAIL_LINK_SECRET: 'http-fuzz-email-link-secret',
  // blog-page's template, as the site's build writes it: no hosting runs here.
  BLOG_TEMPLATE_URL: FIXTURE_TEMPLATE_URL,
  DATABASE_URL: inject('databaseUrl'),
  // As in the emulator: ID tokens are decoded without a signature check, so the fuzz can call as
  // any user. The emulator's other switch, which opens CORS to every origin, stays off.
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
});

const { contracts } = await import('@voyagent/contracts');
const functionsLogger = await import('firebase-functions/logger');
const index = (await import('../src/index')) as Record<string, unknown>;
const functions = deployedFunctions(index);
const callables = functions.filter(([, fn]) => fn.__endpoint.callableTrigger !== undefined);
const httpFunctions = functions.filter(([, fn]) => fn.__endpoint.httpsTrigger !== undefined);
const accessOf = (name: string) =>
  (contracts as Record<string, { access?: 'public' | 'signedIn' }>)[name]?.access;

let server: FunctionsServer;
beforeAll(async () => {
  server = await serveFunctions(functions);
});
afterAll(() => server.close());

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An ID token as the emulator's clients send it for a test user: decoded, never verified. */
const unsignedIdToken = (uid: string) =>
  `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({
    sub: uid,
    uid,
    email: `${uid}@example.com`,
    email_verified: true,
  })}.`;

interface Attempt {
  method: string;
  contentType: string | undefined;
  body: string;
  origin: string | undefined;
  uid: string | undefined;
  forwardedFor: string | undefined;
  /** The body breaks the callable protocol's screen (an @type key, too deep), so: 400. */
  hostile: boolean;
}

async function send(name: string, attempt: Attempt) {
  const headers: Record<string, string> = {};
  if (attempt.contentType !== undefined) headers['content-type'] = attempt.contentType;
  if (attempt.origin !== undefined) headers.origin = attempt.origin;
  if (attempt.uid !== undefined) headers.authorization = `Bearer ${unsignedIdToken(attempt.uid)}`;
  if (attempt.forwardedFor !== undefined) headers['x-forwarded-for'] = attempt.forwardedFor;
  const bodyless = attempt.method === 'GET' || attempt.method === 'HEAD';
  const answer = await fetch(`${server.url}/${name}`, {
    method: attempt.method,
    headers,
    // Bytes, so that fetch adds no content type of its own.
    body: bodyless ? undefined : Buffer.from(attempt.body),
    redirect: 'manual',
  });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

const secret = fc.nat().map((n) => `${LEAK}-${n}`);
const fieldName = fc.oneof(
  fc.constantFrom(
    'query',
    'password',
    'token',
    'email',
    'fullName',
    'title',
    'item_id',
    'item_type',
    'item_data',
    'fingerprint_hash',
    'usage_type',
    'increment',
    'plan',
    'isGuest',
    'discount_token',
    'role',
    'items',
    'limit',
    'action',
    'value',
  ),
  fc.string({ maxLength: 10 }),
);
const leaf = fc.oneof(
  secret,
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
/** Random JSON with secrets among its values, and no key the screen refuses. */
const { tree: cleanTree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('tree'), { maxKeys: 5 }),
  ),
}));
/** A protobuf wrapper the framework's decoder would interpret: Int64 of a non-number, or worse. */
const wrapper = fc.record(
  {
    '@type': fc.constantFrom(INT64, UINT64, 'type.googleapis.com/google.protobuf.Any', 'x', ''),
    value: fc.oneof(secret, fc.constant('abc'), fc.integer().map(String)),
    password: secret,
  },
  { requiredKeys: ['@type', 'value'] },
);
const hostileData = fc.oneof(
  wrapper,
  fc
    .tuple(fc.array(cleanTree, { maxLength: 3 }), wrapper)
    .map(([items, inner]) => [...items, inner]),
  fc.tuple(fieldName, wrapper, cleanTree).map(([key, inner, other]) => ({
    other,
    nested: { [key]: inner },
  })),
  secret.map((value) => JSON.parse(`{"__proto__":{"password":"${value}"}}`) as unknown),
);
/** Nesting far past the screen's limit (~2,000 levels is a 4 KB body), secrets at the bottom. */
const deepData = fc
  .record({ depth: fc.integer({ min: 65, max: 3000 }), objects: fc.boolean(), value: secret })
  .map(({ depth, objects, value }) =>
    objects
      ? `${'{"a":'.repeat(depth)}{"password":"${value}"}${'}'.repeat(depth)}`
      : `${'['.repeat(depth)}"${value}"${']'.repeat(depth)}`,
  );

type Body = Pick<Attempt, 'contentType' | 'body' | 'hostile'>;
const json = 'application/json';
const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 5,
    arbitrary: cleanTree.map((data) => ({
      contentType: json,
      body: JSON.stringify({ data }),
      hostile: false,
    })),
  },
  {
    weight: 3,
    arbitrary: hostileData.map((data) => ({
      contentType: json,
      body: JSON.stringify({ data }),
      hostile: true,
    })),
  },
  {
    weight: 1,
    arbitrary: deepData.map((data) => ({
      contentType: 'application/json; charset=utf-8',
      body: `{"data":${data}}`,
      hostile: true,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(secret, cleanTree)
      .chain(([value, data]) =>
        fc.constantFrom(
          JSON.stringify({ password: value }),
          JSON.stringify({ data, password: value }),
          JSON.stringify([{ data: value }]),
          '{}',
        ),
      )
      .map((text) => ({ contentType: json, body: text, hostile: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        contentType: fc.constantFrom(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'application/xml',
          'multipart/form-data; boundary=x',
        ),
        value: secret,
        form: fc.boolean(),
      })
      .map(({ contentType, value, form }) => ({
        contentType,
        body: form
          ? `password=${value}&data=${value}`
          : JSON.stringify({ data: { password: value } }),
        hostile: false,
      })),
  },
);

const attempt: fc.Arbitrary<Attempt> = fc
  .record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant('POST') },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') },
    ),
    body,
    origin: fc.constantFrom(undefined, SITE_URL, EVIL_ORIGIN, 'null'),
    uid: fc.option(fc.uuid(), { nil: undefined }),
    forwardedFor: fc.option(fc.ipV4(), { nil: undefined }),
  })
  .map(({ body: { contentType, body: text, hostile }, ...rest }) => ({
    ...rest,
    contentType,
    body: text,
    hostile,
  }));

/** The log written since `from` (a line count), searched for any secret a request carried. */
const loggedSince = (from: number) => logLines.slice(from).join('');

describe(`every deployed function over HTTP on ${inject('databaseKind')}`, () => {
  it('captures what firebase-functions logs (so a clean log means something)', () => {
    const from = logLines.length;
    functionsLogger.warn('canary', { value: LEAK });
    expect(loggedSince(from)).toContain(LEAK);
    logLines.length = from;
  });

  it('serves the callables and the HTTP functions', () => {
    expect(callables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['city-suggestions', 'save-profile', 'store-device-fingerprint']),
    );
    expect(httpFunctions.map(([name]) => name)).toEqual(
      expect.arrayContaining(['payments-webhook', 'payments-checkout']),
    );
  });

  /** The review's requests (issue 8): each was a 500 with the payload, password included, logged. */
  const reviewed = [
    ['an @type object', `{"data":{"query":{"@type":"x","password":"${LEAK}"}}}`],
    [
      'an Int64 wrapper that is not a number',
      `{"data":{"query":{"@type":"${INT64}","value":"abc","password":"${LEAK}"}}}`,
    ],
    [
      '2,000 levels of nesting (a 4 KB body)',
      `{"data":${'['.repeat(2000)}"${LEAK}"${']'.repeat(2000)}}`,
    ],
    ['a body without data', `{"password":"${LEAK}"}`],
  ] as const;

  it.each(callables)(
    'callable %s answers the review’s payloads 400, logging none',
    async (name) => {
      for (const [, text] of reviewed) {
        const from = logLines.length;
        const answer = await send(name, {
          method: 'POST',
          contentType: json,
          body: text,
          origin: SITE_URL,
          uid: 'http-fuzz-user',
          forwardedFor: undefined,
          hostile: true,
        });
        expect(answer.status, answer.text).toBe(400);
        expect(JSON.parse(answer.text)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
        expect(loggedSince(from)).not.toContain(LEAK);
      }
    },
  );

  it.each(callables)(
    'callable %s answers random requests with a result or a 4xx and logs no secret',
    async (name) => {
      const signedIn = accessOf(name) === 'signedIn';
      await fc.assert(
        fc.asyncProperty(attempt, async (request) => {
          const from = logLines.length;
          const answer = await send(name, request);
          const { status } = answer;
          expect(
            status >= 200 && status < 500 && (status < 300 || status >= 400),
            answer.text,
          ).toBe(true);
          const foreign = request.origin === EVIL_ORIGIN || request.origin === 'null';
          if (signedIn && foreign) expect(status, 'a signed-in call from another site').toBe(403);
          else if (request.hostile && request.method === 'POST') expect(status).toBe(400);
          expect(loggedSince(from), 'the log holds a value the request carried').not.toContain(
            LEAK,
          );
        }),
        { numRuns: RUNS_PER_FUNCTION },
      );
    },
    120_000,
  );

  it.each(httpFunctions)(
    'HTTP function %s answers random requests below 500 and logs no secret',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(attempt, async (request) => {
          const from = logLines.length;
          const answer = await send(name, request);
          expect(answer.status, loggedSince(from)).toBeLessThan(500);
          expect(loggedSince(from), 'the log holds a value the request carried').not.toContain(
            LEAK,
          );
        }),
        { numRuns: RUNS_PER_FUNCTION },
      );
    },
    120_000,
  );

  it('keeps signed-in callables to the site and public ones open to every origin', async () => {
    const call = (name: string, origin: string) =>
      send(name, {
        method: 'POST',
        contentType: json,
        body: '{"data":{}}',
        origin,
        uid: 'http-fuzz-user',
        forwardedFor: undefined,
        hostile: false,
      });
    for (const [name] of callables) {
      const fromSite = await call(name, SITE_URL);
      expect(fromSite.headers.get('access-control-allow-origin'), name).toBe(SITE_URL);
      const fromElsewhere = await call(name, EVIL_ORIGIN);
      if (accessOf(name) === 'signedIn') {
        expect(fromElsewhere.status, name).toBe(403);
        expect(JSON.parse(fromElsewhere.text), name).toMatchObject({
          error: { status: 'PERMISSION_DENIED' },
        });
        expect(fromElsewhere.headers.get('access-control-allow-origin'), name).toBeNull();
      } else {
        expect(accessOf(name), name).toBe('public');
        expect(fromElsewhere.status, name).not.toBe(403);
        expect(fromElsewhere.headers.get('access-control-allow-origin'), name).toBe(EVIL_ORIGIN);
      }
    }
  });
});
