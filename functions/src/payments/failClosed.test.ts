/**
 * Issue 8, item 6: deployed with no Stripe key, a webhook signed with the local secret that used to
 * be committed, a re-signed checkout link, or "Complete purchase" on the local page granted paid
 * plans. Outside the emulator and demo mode, every local payments path now refuses.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENTS_UNAVAILABLE } from '@voyagent/contracts';
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { checkSubscription } from '../subscriptions/subscriptionFunctions';
import { createCheckout, customerPortal } from './checkout';
import { paymentsCheckout } from './localCheckoutPage';
import { localCheckoutCompleted, type LocalCheckoutSession } from './localProvider';
import { signValue } from './localSigning';
import { paymentsWebhook } from './webhook';

const log = vi.hoisted(() => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../logging/logger', () => ({ logger: log }));

/** The value functions/.env used to commit, so every deployment of it knew the signing key. */
const FORMERLY_COMMITTED_SECRET = 'local-payments-secret-for-the-emulator-only';
const PAGE_URL = 'https://us-central1-voyagent.cloudfunctions.net/payments-checkout';
const REFUSAL_LOG = [['Payments is not configured: set STRIPE_SECRET_KEY']];

beforeAll(() => {
  // A deployment that shipped the old committed .env: everything local is set but the switch.
  Object.assign(process.env, {
    DATABASE_URL: inject('databaseUrl'),
    SITE_URL: 'https://voyagent.test',
    LOCAL_PAYMENTS_SECRET: FORMERLY_COMMITTED_SECRET,
    LOCAL_CHECKOUT_URL: PAGE_URL,
    STRIPE_SECRET_KEY: '',
  });
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  vi.stubEnv('VOYAGENT_DEMO_MODE', '');
  return () => vi.unstubAllEnvs();
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
type Caller = ReturnType<typeof user>;
const status = async (caller: Caller) =>
  (await Promise.resolve(checkSubscription.run(callableRequest({}, caller)))).subscription_tier;

/** A checkout session for `caller`'s Lifetime plan, as a forger would write it. */
const forgedSession = (caller: Caller): LocalCheckoutSession => ({
  purpose: 'checkout',
  expiresAt: Date.now() + 60_000,
  id: randomUUID(),
  plan: 'lifetime',
  uid: caller.uid,
  email: caller.email,
  customerId: null,
  discount: null,
  successUrl: 'https://voyagent.test/dashboard',
  cancelUrl: 'https://voyagent.test/pricing',
});

/** Calls an HTTP function with a minimal Express-like pair; resolves to what it answered. */
async function callHttp(
  fn: (req: never, res: never) => unknown,
  request: { method: string; query?: Record<string, string>; body?: string; signature?: string },
) {
  const headers: Record<string, string> = request.signature
    ? { 'stripe-signature': request.signature }
    : {};
  const req = {
    method: request.method,
    query: request.query ?? {},
    headers,
    rawBody: Buffer.from(request.body ?? ''),
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
  };
  const answer: { status: number; body?: unknown; location?: string } = { status: 200 };
  const res = {
    set: () => res,
    type: () => res,
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    json: (body: unknown) => {
      answer.body = body;
      return res;
    },
    send: (body: unknown) => {
      answer.body = body;
      return res;
    },
    redirect: (code: number, location: string) => {
      answer.status = code;
      answer.location = location;
      return res;
    },
  };
  await fn(req as never, res as never);
  return answer;
}

describe(`payments without a Stripe key outside the emulator, on ${inject('databaseKind')}`, () => {
  it('refuses create-checkout with failed-precondition and one log line naming the key', async () => {
    expect(
      await rejection(Promise.resolve(createCheckout.run(callableRequest({}, user())))),
    ).toEqual({ code: 'failed-precondition', message: PAYMENTS_UNAVAILABLE });
    expect(
      await rejection(
        Promise.resolve(createCheckout.run(callableRequest({ isGuest: true, plan: 'lifetime' }))),
      ),
    ).toEqual({ code: 'failed-precondition', message: PAYMENTS_UNAVAILABLE });
    expect(log.error.mock.calls).toEqual([...REFUSAL_LOG, ...REFUSAL_LOG]);
  });

  it('refuses customer-portal the same way', async () => {
    expect(
      await rejection(Promise.resolve(customerPortal.run(callableRequest({}, user())))),
    ).toEqual({ code: 'failed-precondition', message: PAYMENTS_UNAVAILABLE });
    expect(log.error.mock.calls).toEqual(REFUSAL_LOG);
  });

  it('answers 503 to a webhook signed with the formerly committed secret, and grants nothing', async () => {
    const caller = user();
    const event = localCheckoutCompleted(
      forgedSession(caller),
      'Lifetime',
      caller.email,
      FORMERLY_COMMITTED_SECRET,
      new Date(),
    );
    const answer = await callHttp(paymentsWebhook, {
      method: 'POST',
      body: event.payload,
      signature: event.signature,
    });
    expect(answer).toEqual({
      status: 503,
      body: { received: false, error: PAYMENTS_UNAVAILABLE },
    });
    expect(log.error.mock.calls).toEqual(REFUSAL_LOG);
    expect(await status(caller)).toBe('free');
  });

  it('answers 503 to a re-signed checkout link, shown or completed, and grants nothing', async () => {
    const caller = user();
    const session = signValue(forgedSession(caller), FORMERLY_COMMITTED_SECRET);
    const shown = await callHttp(paymentsCheckout, { method: 'GET', query: { session } });
    const completed = await callHttp(paymentsCheckout, {
      method: 'POST',
      body: new URLSearchParams({ session, action: 'complete' }).toString(),
    });
    for (const answer of [shown, completed]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toContain(PAYMENTS_UNAVAILABLE);
      expect(answer.location).toBeUndefined();
    }
    expect(log.error.mock.calls).toEqual([...REFUSAL_LOG, ...REFUSAL_LOG]);
    expect(await status(caller)).toBe('free');
  });

  it('answers 503 to every webhook while Stripe has a key but no webhook secret', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_configured');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const answer = await callHttp(paymentsWebhook, { method: 'POST', body: '{}', signature: 'x' });
    expect(answer).toEqual({ status: 503, body: { received: false, error: PAYMENTS_UNAVAILABLE } });
    expect(log.error.mock.calls).toEqual([
      ['The payments webhook is not configured: set STRIPE_WEBHOOK_SECRET'],
    ]);
  });

  it('runs the local provider under the demo switch, with its warning', async () => {
    vi.stubEnv('VOYAGENT_DEMO_MODE', 'true');
    const { url } = await Promise.resolve(createCheckout.run(callableRequest({}, user())));
    expect(url.startsWith(`${PAGE_URL}?session=`)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^VOYAGENT_DEMO_MODE is on/));
  });
});

describe('committed configuration', () => {
  it('holds no secret: functions/.env has no key, secret or signing value', () => {
    const file = path.join(import.meta.dirname, '../../.env');
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    expect(committed).not.toContain(FORMERLY_COMMITTED_SECRET);
    const keys = committed
      .split('\n')
      .filter((line) => /^\s*[A-Z_]+=/.test(line))
      .map((line) => line.split('=')[0]?.trim());
    expect(keys.filter((key) => /SECRET|_KEY|PASSWORD|TOKEN/.test(key ?? ''))).toEqual([]);
  });
});
