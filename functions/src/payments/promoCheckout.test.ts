import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { createCheckout } from './checkout';
import { answerLocalPaymentsPage } from './localCheckoutPage';
import { readLocalCheckoutSession } from './localProvider';

const SECRET = 'test-local-secret';
const PAGE_URL = 'http://127.0.0.1:5001/demo/us-central1/payments-checkout';

beforeAll(() => {
  Object.assign(process.env, {
    // The local provider runs only in the emulator (failClosed.test.ts).
    FUNCTIONS_EMULATOR: 'true',
    DATABASE_URL: inject('databaseUrl'),
    SITE_URL: 'https://voyagent.test',
    LOCAL_PAYMENTS_SECRET: SECRET,
    LOCAL_CHECKOUT_URL: PAGE_URL,
    PLAN_PRICE_LIFETIME: '199.00',
    STRIPE_SECRET_KEY: '',
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
const checkout = (data: unknown, caller?: ReturnType<typeof user>) =>
  Promise.resolve(createCheckout.run(callableRequest(data, caller)));

const page = (method: 'GET' | 'POST', query: Record<string, string>, form = {}) =>
  answerLocalPaymentsPage(method, query, new URLSearchParams(form), serverConfig(), new Date());

const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? '';

describe(`create-checkout with a promo code on ${inject('databaseKind')}`, () => {
  it('sells Lifetime to a guest at 50% off for BLACKFRIDAY50, typed in any case', async () => {
    const { url } = await checkout({ plan: 'lifetime', isGuest: true, promo: ' blackFriday50 ' });
    const session = sessionOf(url);
    expect(readLocalCheckoutSession(session, SECRET, new Date())?.discount).toEqual({
      kind: 'promo',
      code: 'BLACKFRIDAY50',
      percentOff: 50,
    });
    const shown = await page('GET', { session });
    expect(shown.status).toBe(200);
    expect('html' in shown && shown.html).toContain('50% off: $99.50 once');

    const email = `${randomUUID()}@example.com`;
    expect(await page('POST', {}, { session, action: 'complete', email })).toEqual({
      status: 303,
      location: 'https://voyagent.test/auth?checkout=success',
    });
    const db = await getDatabase();
    const purchase = await db
      .selectFrom('guest_purchases')
      .select('subscription_tier')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(purchase.subscription_tier).toBe('Lifetime');
  });

  it('gives a signed-in buyer the same discount, while the configured end is still ahead', async () => {
    vi.stubEnv('PROMOTION_ENDS_AT', new Date(Date.now() + 86_400_000).toISOString());
    const { url } = await checkout({ plan: 'lifetime', promo: 'BLACKFRIDAY50' }, user());
    expect(readLocalCheckoutSession(sessionOf(url), SECRET, new Date())?.discount).toMatchObject({
      kind: 'promo',
      percentOff: 50,
    });
  });

  it('refuses an unknown code with the contract text', async () => {
    for (const promo of ['SUMMER10', '', 'BLACKFRIDAY5']) {
      expect(await rejection(checkout({ plan: 'lifetime', isGuest: true, promo }))).toEqual({
        code: 'failed-precondition',
        message: 'This promo code is not valid.',
      });
    }
  });

  it('refuses the code once the operator has ended the promotion', async () => {
    vi.stubEnv('PROMOTION_ENDS_AT', '2025-12-01');
    expect(await rejection(checkout({ plan: 'lifetime', promo: 'BLACKFRIDAY50' }, user()))).toEqual(
      { code: 'failed-precondition', message: 'This promotion has ended.' },
    );
  });

  it('refuses the code before the promotion starts (2025-10-10 UTC)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-09T23:59:59.000Z'));
    expect(await rejection(checkout({ plan: 'lifetime', promo: 'BLACKFRIDAY50' }, user()))).toEqual(
      { code: 'failed-precondition', message: 'This promotion has not started yet.' },
    );
  });

  it('refuses a promo code and a discount link together, leaving the token untouched', async () => {
    const db = await getDatabase();
    const token = randomUUID().replaceAll('-', '');
    await db
      .insertInto('discount_tokens')
      .values({
        token,
        percent_off: 20,
        expires_at: new Date(Date.now() + 86_400_000),
        created_by: 'test',
      })
      .execute();
    expect(
      await rejection(checkout({ promo: 'BLACKFRIDAY50', discount_token: token }, user())),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Use either a promo code or a discount link, not both.',
    });
    const row = await db
      .selectFrom('discount_tokens')
      .select('reserved_until')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.reserved_until).toBeNull();
  });

  it.each([
    ['a number', 50, /^promo must be text/],
    ['a 33-character code', 'B'.repeat(33), /^promo must be at most 32 characters/],
  ])('answers invalid-argument for %s', async (_case, promo, message) => {
    const refused = await rejection(checkout({ plan: 'lifetime', promo }, user()));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toMatch(message);
  });
});
