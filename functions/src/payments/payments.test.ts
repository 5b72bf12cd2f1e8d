import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callableRequest, rejection } from '../../test/callableRequest';
import { serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { checkSubscription } from '../subscriptions/subscriptionFunctions';
import { applyPaymentEvent } from './applyPaymentEvent';
import { createCheckout, customerPortal } from './checkout';
import { claimDiscount, createDiscountToken } from './discounts';
import { answerLocalPaymentsPage, type PageAnswer } from './localCheckoutPage';
import { localCheckoutCompleted, localProvider, readLocalCheckoutSession } from './localProvider';
import { stripeProvider } from './stripeProvider';
import { receiveWebhook } from './webhook';

const SECRET = 'test-local-secret';
const PAGE_URL = 'http://127.0.0.1:5001/demo/us-central1/payments-checkout';

beforeAll(() => {
  Object.assign(process.env, {
    // These tests run the local provider, which runs only in the emulator (failClosed.test.ts).
    FUNCTIONS_EMULATOR: 'true',
    DATABASE_URL: inject('databaseUrl'),
    SITE_URL: 'https://voyagent.test',
    LOCAL_PAYMENTS_SECRET: SECRET,
    LOCAL_CHECKOUT_URL: PAGE_URL,
    PLAN_PRICE_GLOBETROTTER: '9.99',
    STRIPE_SECRET_KEY: '',
  });
});

const user = () => ({ uid: `user-${randomUUID()}`, email: `${randomUUID()}@example.com` });
type Caller = ReturnType<typeof user>;
const run = <T>(value: T | Promise<T>) => Promise.resolve(value);
const checkout = (data: unknown, caller?: Caller) =>
  run(createCheckout.run(callableRequest(data, caller)));
const status = (caller: Caller) => run(checkSubscription.run(callableRequest({}, caller)));

/** Opens the local checkout page for a URL create-checkout answered; returns its HTML and form. */
async function openPage(url: string) {
  const query = Object.fromEntries(new URL(url).searchParams);
  const page = await answerLocalPaymentsPage(
    'GET',
    query,
    new URLSearchParams(),
    serverConfig(),
    new Date(),
  );
  return { page, query };
}

async function submit(fields: Record<string, string>): Promise<PageAnswer> {
  return answerLocalPaymentsPage(
    'POST',
    {},
    new URLSearchParams(fields),
    serverConfig(),
    new Date(),
  );
}

async function newToken(percentOff = 25, expiresAt = new Date(Date.now() + 86_400_000)) {
  const db = await getDatabase();
  const token = randomUUID().replaceAll('-', '');
  await db
    .insertInto('discount_tokens')
    .values({ token, percent_off: percentOff, expires_at: expiresAt, created_by: 'test' })
    .execute();
  return token;
}

describe(`checkout through the local provider on ${inject('databaseKind')}`, () => {
  it('sells the default plan: page, Complete purchase, webhook, then check-subscription shows the tier (AU-029)', async () => {
    const caller = user();
    const { url } = await checkout({}, caller);
    expect(url.startsWith(`${PAGE_URL}?session=`)).toBe(true);
    const { page, query } = await openPage(url);
    expect(page.status).toBe(200);
    const html = 'html' in page ? page.html : '';
    for (const text of ['Globetrotter', '$9.99 per month', 'Complete purchase', 'Cancel']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('type="email"'); // a signed-in buyer is not asked for an e-mail
    const done = await submit({ session: query.session ?? '', action: 'complete' });
    expect(done).toEqual({
      status: 303,
      location: 'https://voyagent.test/dashboard?checkout=success',
    });
    expect(await status(caller)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Globetrotter',
    });
    // The same page submitted again is the same event: nothing changes, nothing fails.
    expect(await submit({ session: query.session ?? '', action: 'complete' })).toEqual(done);
    const db = await getDatabase();
    const events = await db
      .selectFrom('payment_events')
      .select('event_id')
      .where(
        'event_id',
        '=',
        `evt_local_checkout_${readLocalCheckoutSession(query.session ?? '', SECRET, new Date())?.id}`,
      )
      .execute();
    expect(events).toHaveLength(1);
  });

  it('goes back to pricing on Cancel without recording anything', async () => {
    const caller = user();
    const { url } = await checkout({ plan: 'jetsetter' }, caller);
    const { query } = await openPage(url);
    expect(await submit({ session: query.session ?? '', action: 'cancel' })).toEqual({
      status: 303,
      location: 'https://voyagent.test/pricing?checkout=cancelled',
    });
    expect(await status(caller)).toMatchObject({ subscribed: false });
  });

  it('refuses a forged or tampered checkout link', async () => {
    const { url } = await checkout({ plan: 'pro' }, user());
    const session = new URL(url).searchParams.get('session') ?? '';
    const forged = localProvider({ secret: 'not-ours', checkoutPageUrl: PAGE_URL });
    const other = new URL(
      await forged.createCheckoutSession({
        checkoutId: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
        plan: { id: 'lifetime', tier: 'Lifetime', billing: 'once', configKey: 'LIFETIME' },
        uid: 'someone',
        email: 'x@example.com',
        customerId: null,
        discount: null,
        successUrl: 'https://evil.test',
        cancelUrl: 'https://evil.test',
      }),
    ).searchParams.get('session');
    for (const bad of [other ?? '', `${session}x`, 'garbage']) {
      expect((await submit({ session: bad, action: 'complete' })).status).toBe(400);
    }
  });

  it('records a guest purchase against the e-mail given on the page', async () => {
    const email = `${randomUUID()}@example.com`;
    const { url } = await checkout({ plan: 'lifetime', isGuest: true });
    const { page, query } = await openPage(url);
    expect('html' in page && page.html).toContain('type="email"');
    expect(
      (await submit({ session: query.session ?? '', action: 'complete', email: 'nope' })).status,
    ).toBe(400);
    expect(await submit({ session: query.session ?? '', action: 'complete', email })).toEqual({
      status: 303,
      location: 'https://voyagent.test/auth?checkout=success',
    });
    const db = await getDatabase();
    const purchase = await db
      .selectFrom('guest_purchases')
      .select(['subscription_tier', 'payment_customer_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(purchase.subscription_tier).toBe('Lifetime');
    expect(purchase.payment_customer_id).toMatch(/^cus_local_/);
  });

  it('refuses a checkout to a signed-out caller who is not a guest, and to a subscriber', async () => {
    expect(await rejection(checkout({ plan: 'pro' }))).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to check out, or continue as a guest.',
    });
    const db = await getDatabase();
    const subscriber = user();
    await db
      .insertInto('subscriptions')
      .values({ user_id: subscriber.uid, subscribed: true, subscription_tier: 'Jetsetter' })
      .execute();
    expect((await rejection(checkout({}, subscriber))).code).toBe('failed-precondition');
  });

  it.each([
    ['an unknown plan', { plan: 'enterprise' }, /^plan must be one of pro, globetrotter/],
    ['a non-boolean isGuest', { plan: 'pro', isGuest: 'yes' }, /^isGuest must be true or false/],
    ['a 10 KB token', { discount_token: 'x'.repeat(10_240) }, /^discount_token must be at most 64/],
    ['an unknown field', { plan: 'pro', extra: 1 }, /^Unexpected field: extra\. Send \{plan, /],
    ['a bare string', 'pro', /^Send \{plan, isGuest, discount_token, promo\}/],
  ])('answers invalid-argument for %s', async (_case, data, message) => {
    const refused = await rejection(checkout(data, user()));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toMatch(message);
  });
});

describe(`discount tokens on ${inject('databaseKind')}`, () => {
  it('shows the discount, applies it at checkout and spends the token on purchase', async () => {
    const token = await newToken(20);
    expect(await run(claimDiscount.run(callableRequest({ token })))).toMatchObject({
      valid: true,
      percent_off: 20,
    });
    const caller = user();
    const { url } = await checkout({ plan: 'pro', discount_token: token }, caller);
    const { page, query } = await openPage(url);
    expect('html' in page && page.html).toContain('20% off: $7.99 per month for the first month');
    await submit({ session: query.session ?? '', action: 'complete' });
    const db = await getDatabase();
    const row = await db
      .selectFrom('discount_tokens')
      .select(['redeemed_by', 'redeemed_at'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBe(caller.uid);
    expect(row.redeemed_at).toBeInstanceOf(Date);
    expect(await run(claimDiscount.run(callableRequest({ token })))).toEqual({
      valid: false,
      reason: 'used',
      message: 'This discount link has already been used.',
    });
    expect(await rejection(checkout({ discount_token: token }, user()))).toEqual({
      code: 'failed-precondition',
      message: 'This discount link has already been used.',
    });
  });

  it('refuses expired and unknown tokens', async () => {
    const expired = await newToken(10, new Date(Date.now() - 1000));
    expect(await rejection(checkout({ discount_token: expired }, user()))).toEqual({
      code: 'failed-precondition',
      message: 'This discount link has expired.',
    });
    expect(
      await run(claimDiscount.run(callableRequest({ token: 'UnknownToken1234567890' }))),
    ).toMatchObject({
      valid: false,
      reason: 'unknown',
    });
  });

  it('keeps a token with its first buyer when two checkouts from before reservations both complete', async () => {
    const token = await newToken(30);
    const [first, second] = [user(), user()];
    const db = await getDatabase();
    const purchase = (buyer: Caller) =>
      applyPaymentEvent(db, {
        id: `evt_${randomUUID()}`,
        kind: 'checkout-completed',
        uid: buyer.uid,
        email: buyer.email,
        tier: 'Globetrotter',
        customerId: null,
        subscriptionId: null,
        discountToken: token,
        checkoutId: null,
      });
    // Sessions opened before checkouts held their token carry no checkout id; both paid: both stand.
    expect([await purchase(first), await purchase(second)]).toEqual(['applied', 'applied']);
    const row = await db
      .selectFrom('discount_tokens')
      .select('redeemed_by')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBe(first.uid);
    expect(await status(second)).toMatchObject({ subscribed: true });
  });

  it('lets marketing staff and admins create tokens, and nobody else', async () => {
    const db = await getDatabase();
    const marketer = user();
    const plain = user();
    await db
      .insertInto('user_roles')
      .values({ user_id: marketer.uid, role: 'marketing' })
      .execute();
    const expires_at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await run(
      createDiscountToken.run(callableRequest({ percent_off: 50, expires_at }, marketer)),
    );
    expect(created).toMatchObject({ percent_off: 50, expires_at });
    expect(created.url).toBe(`https://voyagent.test/claim-discount/${created.token}`);
    expect(await run(claimDiscount.run(callableRequest({ token: created.token })))).toMatchObject({
      valid: true,
    });
    expect(
      await rejection(
        run(createDiscountToken.run(callableRequest({ percent_off: 50, expires_at }, plain))),
      ),
    ).toEqual({
      code: 'permission-denied',
      message: 'Only marketing staff and admins can create discount links.',
    });
    expect(
      (
        await rejection(
          run(createDiscountToken.run(callableRequest({ percent_off: 50, expires_at }))),
        )
      ).code,
    ).toBe('unauthenticated');
    process.env.UNLIMITED_ADMIN_EMAIL = 'owner-account@voyagent.test';
    const adminAccount = {
      uid: `user-${randomUUID()}`,
      email: 'Owner-Account@voyagent.test',
      emailVerified: true,
    };
    expect(
      (
        await rejection(
          run(
            createDiscountToken.run(
              callableRequest(
                { percent_off: 5, expires_at },
                { ...adminAccount, emailVerified: false },
              ),
            ),
          ),
        )
      ).code,
    ).toBe('permission-denied');
    expect(
      await run(
        createDiscountToken.run(callableRequest({ percent_off: 5, expires_at }, adminAccount)),
      ),
    ).toMatchObject({ percent_off: 5 });
  });

  it.each([
    [
      { percent_off: 0, expires_at: '2099-01-01T00:00:00Z' },
      'percent_off must be between 1 and 100',
    ],
    [
      { percent_off: 101, expires_at: '2099-01-01T00:00:00Z' },
      'percent_off must be between 1 and 100',
    ],
    [
      { percent_off: 12.5, expires_at: '2099-01-01T00:00:00Z' },
      'percent_off must be a whole number',
    ],
    [
      { percent_off: 10, expires_at: 'tomorrow' },
      'expires_at must be an ISO date-time, e.g. 2026-01-31T23:59:59Z',
    ],
    [{ percent_off: 10, expires_at: '2020-01-01T00:00:00Z' }, 'expires_at must be in the future'],
  ])('refuses %j with invalid-argument', async (data, message) => {
    const admin = user();
    const db = await getDatabase();
    await db.insertInto('user_roles').values({ user_id: admin.uid, role: 'admin' }).execute();
    expect(await rejection(run(createDiscountToken.run(callableRequest(data, admin))))).toEqual({
      code: 'invalid-argument',
      message,
    });
  });
});

describe(`customer portal and webhook on ${inject('databaseKind')}`, () => {
  it('answers the spec message when signed out, and failed-precondition without a customer', async () => {
    expect(await rejection(run(customerPortal.run(callableRequest({}))))).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to manage your subscription',
    });
    expect((await rejection(run(customerPortal.run(callableRequest({}, user()))))).code).toBe(
      'failed-precondition',
    );
  });

  it('opens the portal after a purchase, where cancelling ends the subscription through the webhook (AU-030)', async () => {
    const caller = user();
    const { query } = await openPage((await checkout({ plan: 'nomad_squad' }, caller)).url);
    await submit({ session: query.session ?? '', action: 'complete' });
    expect(await status(caller)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Nomad Squad',
    });
    const { url } = await run(customerPortal.run(callableRequest({}, caller)));
    const portal = await openPage(url);
    expect('html' in portal.page && portal.page.html).toContain('Cancel subscription');
    expect(
      await submit({ portal: portal.query.portal ?? '', action: 'cancel-subscription' }),
    ).toEqual({
      status: 303,
      location: 'https://voyagent.test/dashboard',
    });
    expect(await status(caller)).toMatchObject({ subscribed: false, subscription_tier: 'free' });
  });

  it('refuses an event that is not signed with the secret, and changes nothing', async () => {
    const caller = user();
    const provider = localProvider({ secret: SECRET, checkoutPageUrl: PAGE_URL });
    const session = readLocalCheckoutSession(
      new URL((await checkout({}, caller)).url).searchParams.get('session') ?? '',
      SECRET,
      new Date(),
    );
    if (!session) throw new Error('create-checkout answered an unreadable session');
    const forged = localCheckoutCompleted(
      session,
      'Lifetime',
      caller.email,
      'wrong-secret',
      new Date(),
    );
    expect(await receiveWebhook(provider, forged.payload, forged.signature)).toEqual({
      status: 400,
      body: { received: false, error: 'Webhook signature verification failed.' },
    });
    expect(await status(caller)).toMatchObject({ subscribed: false });
  });

  it('leaves no half-done write when the database fails mid-event', async () => {
    const caller = user();
    const token = await newToken();
    const failOnTokenUpdate: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'UpdateQueryNode') throw new Error('disk full');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = (await getDatabase()).withPlugin(failOnTokenUpdate);
    const event = {
      id: `evt_${randomUUID()}`,
      kind: 'checkout-completed' as const,
      uid: caller.uid,
      email: caller.email,
      tier: 'Jetsetter' as const,
      customerId: 'cus_x',
      subscriptionId: 'sub_x',
      discountToken: token,
      checkoutId: null,
    };
    await expect(applyPaymentEvent(db, event)).rejects.toThrow('disk full');
    expect(await status(caller)).toMatchObject({ subscribed: false });
    const recorded = await (
      await getDatabase()
    )
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(recorded).toEqual([]);
    // Stripe's retry then succeeds in full.
    expect(await applyPaymentEvent(await getDatabase(), event)).toBe('applied');
    expect(await status(caller)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Jetsetter',
    });
    expect(await applyPaymentEvent(await getDatabase(), event)).toBe('duplicate');
  });
});

describe(`discount token reservations on ${inject('databaseKind')}`, () => {
  const IN_USE = {
    code: 'failed-precondition',
    message: 'This discount link is already in use in another checkout.',
  };
  const claim = (token: string, caller?: Caller) =>
    run(claimDiscount.run(callableRequest({ token }, caller)));
  const sessionOf = (url: string) => {
    const session = readLocalCheckoutSession(
      new URL(url).searchParams.get('session') ?? '',
      SECRET,
      new Date(),
    );
    if (!session) throw new Error('create-checkout answered an unreadable session');
    return session;
  };
  const tokenRow = async (token: string) =>
    (await getDatabase())
      .selectFrom('discount_tokens')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();

  it('gives a token to exactly one of two concurrent checkouts', async () => {
    const token = await newToken(40);
    const outcomes = await Promise.all(
      [user(), user()].map((caller) =>
        checkout({ discount_token: token }, caller).then(
          ({ url }) => ({ url }),
          (error: { code: string; message: string }) => ({
            code: error.code,
            message: error.message,
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => 'url' in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !('url' in outcome))).toEqual([IN_USE]);
  });

  it('refuses a second user and a guest while the first checkout holds the token; its owner may reopen', async () => {
    const token = await newToken();
    const [first, second] = [user(), user()];
    const { url } = await checkout({ discount_token: token }, first);
    const held = await tokenRow(token);
    expect(held.reserved_for_checkout).toBe(sessionOf(url).id);
    expect(held.reserved_by).toBe(first.uid);
    expect(held.reserved_until?.getTime()).toBe(sessionOf(url).expiresAt);
    expect(await rejection(checkout({ discount_token: token }, second))).toEqual(IN_USE);
    expect(await rejection(checkout({ isGuest: true, discount_token: token }))).toEqual(IN_USE);
    expect(await claim(token)).toEqual({
      valid: false,
      reason: 'in_use',
      message: IN_USE.message,
    });
    expect(await claim(token, second)).toMatchObject({ valid: false, reason: 'in_use' });
    expect(await claim(token, first)).toMatchObject({ valid: true, percent_off: 25 });
    // The same user opening checkout again (another tab) takes their reservation over.
    const reopened = await checkout({ discount_token: token }, first);
    expect((await tokenRow(token)).reserved_for_checkout).toBe(sessionOf(reopened.url).id);
    // The link it replaced can no longer be completed with the discount.
    const stale = new URL(url).searchParams.get('session') ?? '';
    expect((await submit({ session: stale, action: 'complete' })).status).toBe(409);
    expect((await tokenRow(token)).redeemed_at).toBeNull();
  });

  it('frees the token when the holder cancels on the local page, and refuses the cancelled link after', async () => {
    const token = await newToken();
    const [first, second] = [user(), user()];
    const { url } = await checkout({ discount_token: token }, first);
    expect(await rejection(checkout({ discount_token: token }, second))).toEqual(IN_USE);
    const session = new URL(url).searchParams.get('session') ?? '';
    expect(await submit({ session, action: 'cancel' })).toEqual({
      status: 303,
      location: 'https://voyagent.test/pricing?checkout=cancelled',
    });
    expect((await tokenRow(token)).reserved_for_checkout).toBeNull();
    const taken = await checkout({ discount_token: token }, second);
    expect(taken.url).toMatch(/session=/);
    // The first buyer's cancelled page cannot come back and use the discount now.
    expect((await submit({ session, action: 'complete' })).status).toBe(409);
    expect(await status(first)).toMatchObject({ subscribed: false });
  });

  it('counts an expired reservation as free', async () => {
    const token = await newToken();
    const [first, second] = [user(), user()];
    await checkout({ discount_token: token }, first);
    expect(await rejection(checkout({ discount_token: token }, second))).toEqual(IN_USE);
    const db = await getDatabase();
    await db
      .updateTable('discount_tokens')
      .set({ reserved_until: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    expect(await claim(token, second)).toMatchObject({ valid: true });
    const { url } = await checkout({ discount_token: token }, second);
    expect((await tokenRow(token)).reserved_for_checkout).toBe(sessionOf(url).id);
  });

  it('is spent by the reserving checkout, not by another one paid while it is held', async () => {
    const token = await newToken();
    const [holder, other] = [user(), user()];
    const { url } = await checkout({ discount_token: token }, holder);
    const db = await getDatabase();
    // A purchase from some other checkout carrying the token does not spend it for the holder.
    expect(
      await applyPaymentEvent(db, {
        id: `evt_${randomUUID()}`,
        kind: 'checkout-completed',
        uid: other.uid,
        email: other.email,
        tier: 'Globetrotter',
        customerId: null,
        subscriptionId: null,
        discountToken: token,
        checkoutId: randomUUID(),
      }),
    ).toBe('applied');
    expect((await tokenRow(token)).redeemed_at).toBeNull();
    const session = new URL(url).searchParams.get('session') ?? '';
    const done = await submit({ session, action: 'complete' });
    expect(done).toMatchObject({ status: 303 });
    const row = await tokenRow(token);
    expect(row.redeemed_by).toBe(holder.uid);
    expect(row.redeemed_at).toBeInstanceOf(Date);
    // Submitting the same page again is the same purchase: nothing fails, nothing changes.
    expect(await submit({ session, action: 'complete' })).toEqual(done);
    expect(await claim(token)).toMatchObject({ valid: false, reason: 'used' });
  });

  it('frees the token on a Stripe checkout.session.expired event for the reserving session only', async () => {
    const token = await newToken();
    const [first, second] = [user(), user()];
    const { url } = await checkout({ discount_token: token }, first);
    const checkoutId = sessionOf(url).id;
    expect(await rejection(checkout({ discount_token: token }, second))).toEqual(IN_USE);
    const stripe = stripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test',
      priceIdFor: () => 'price_test',
      tierForPrice: () => null,
    });
    const expired = (id: string) => {
      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'checkout.session.expired',
        data: {
          object: {
            id: 'cs_test_expired',
            object: 'checkout.session',
            status: 'expired',
            payment_status: 'unpaid',
            metadata: { plan: 'pro', tier: 'Globetrotter', discount_token: token, checkout_id: id },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
      return receiveWebhook(stripe, payload, signature);
    };
    // Another session's expiry leaves the reservation alone.
    expect((await expired(randomUUID())).status).toBe(200);
    expect(await rejection(checkout({ discount_token: token }, second))).toEqual(IN_USE);
    expect((await expired(checkoutId)).status).toBe(200);
    expect((await tokenRow(token)).reserved_for_checkout).toBeNull();
    expect((await checkout({ discount_token: token }, second)).url).toMatch(/session=/);
  });
});
