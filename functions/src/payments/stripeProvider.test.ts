import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { planFor, type Plan } from './plans';
import { WebhookSignatureError, type CheckoutRequest } from './provider';
import { stripeProvider } from './stripeProvider';

interface SentRequest {
  method: string;
  url: string;
  authorization: string | null;
  params: Record<string, string>;
}

/** A Stripe API stand-in: records each request and answers with the next canned object. */
function fakeStripe(answers: object[]) {
  const sent: SentRequest[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      authorization: headers.get('authorization'),
      params: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
    });
    const answer = answers.shift() ?? {};
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  return { sent, httpClient: Stripe.createFetchHttpClient(fakeFetch) };
}

const PRICES: Record<Plan['configKey'], string> = {
  GLOBETROTTER: 'price_globe',
  JETSETTER: 'price_jet',
  NOMAD_SQUAD: 'price_nomad',
  LIFETIME: 'price_life',
};

function provider(httpClient?: Stripe.HttpClient) {
  return stripeProvider({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_test',
    priceIdFor: (plan) => PRICES[plan.configKey],
    tierForPrice: (price) => (price === 'price_jet' ? 'Jetsetter' : null),
    ...(httpClient ? { httpClient } : {}),
  });
}

const EXPIRES_AT = new Date('2030-01-01T01:00:00.000Z');

const checkout = (overrides: Partial<CheckoutRequest>): CheckoutRequest => ({
  checkoutId: 'chk-1',
  expiresAt: EXPIRES_AT,
  plan: planFor('pro'),
  uid: 'user-1',
  email: 'ada@example.com',
  customerId: null,
  discount: null,
  successUrl: 'https://voyagent.test/dashboard?checkout=success',
  cancelUrl: 'https://voyagent.test/pricing?checkout=cancelled',
  ...overrides,
});

describe('Stripe adapter: checkout and portal requests', () => {
  it('opens a subscription Checkout Session for a plan tier', async () => {
    const stripe = fakeStripe([
      { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_1' },
    ]);
    const url = await provider(stripe.httpClient).createCheckoutSession(checkout({}));
    expect(url).toBe('https://checkout.stripe.com/c/cs_1');
    expect(stripe.sent).toHaveLength(1);
    const [request] = stripe.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request?.authorization).toBe('Bearer sk_test_123');
    expect(request?.params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_globe',
      'line_items[0][quantity]': '1',
      success_url: 'https://voyagent.test/dashboard?checkout=success',
      cancel_url: 'https://voyagent.test/pricing?checkout=cancelled',
      expires_at: String(EXPIRES_AT.getTime() / 1000),
      client_reference_id: 'user-1',
      customer_email: 'ada@example.com',
      'metadata[plan]': 'pro',
      'metadata[tier]': 'Globetrotter',
      'metadata[checkout_id]': 'chk-1',
      'subscription_data[metadata][plan]': 'pro',
      'subscription_data[metadata][tier]': 'Globetrotter',
      'subscription_data[metadata][checkout_id]': 'chk-1',
    });
  });

  it('sells lifetime as a one-off payment that creates a customer, with the discount as a single-use coupon', async () => {
    const stripe = fakeStripe([
      { id: 'coupon_1', object: 'coupon', percent_off: 20 },
      { id: 'cs_2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_2' },
    ]);
    await provider(stripe.httpClient).createCheckoutSession(
      checkout({
        plan: planFor('lifetime'),
        discount: { kind: 'token', token: 'tok_abcdefghijklmnop', percentOff: 20 },
      }),
    );
    const [coupon, session] = stripe.sent;
    expect(coupon?.url).toBe('https://api.stripe.com/v1/coupons');
    expect(coupon?.params).toEqual({
      percent_off: '20',
      duration: 'once',
      max_redemptions: '1',
      'metadata[discount_token]': 'tok_abcdefghijklmnop',
    });
    expect(session?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_life',
      customer_creation: 'always',
      'discounts[0][coupon]': 'coupon_1',
      'metadata[tier]': 'Lifetime',
      'metadata[checkout_id]': 'chk-1',
      'metadata[discount_token]': 'tok_abcdefghijklmnop',
      expires_at: String(EXPIRES_AT.getTime() / 1000),
    });
    expect(
      Object.keys(session?.params ?? {}).some((key) => key.startsWith('subscription_data')),
    ).toBe(false);
  });

  it('gives a guest promo checkout its percentage as a one-time coupon, named by the code', async () => {
    const stripe = fakeStripe([
      { id: 'coupon_2', object: 'coupon', percent_off: 50 },
      { id: 'cs_5', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_5' },
    ]);
    await provider(stripe.httpClient).createCheckoutSession(
      checkout({
        uid: null,
        email: null,
        plan: planFor('lifetime'),
        discount: { kind: 'promo', code: 'BLACKFRIDAY50', percentOff: 50 },
      }),
    );
    const [coupon, session] = stripe.sent;
    expect(coupon?.url).toBe('https://api.stripe.com/v1/coupons');
    expect(coupon?.params).toEqual({
      percent_off: '50',
      duration: 'once',
      max_redemptions: '1',
      'metadata[promo_code]': 'BLACKFRIDAY50',
    });
    expect(session?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(session?.params).toEqual({
      mode: 'payment',
      'line_items[0][price]': 'price_life',
      'line_items[0][quantity]': '1',
      success_url: 'https://voyagent.test/dashboard?checkout=success',
      cancel_url: 'https://voyagent.test/pricing?checkout=cancelled',
      expires_at: String(EXPIRES_AT.getTime() / 1000),
      customer_creation: 'always',
      'discounts[0][coupon]': 'coupon_2',
      'metadata[plan]': 'lifetime',
      'metadata[tier]': 'Lifetime',
      'metadata[checkout_id]': 'chk-1',
      'metadata[promo_code]': 'BLACKFRIDAY50',
    });
  });

  it('lets Stripe collect a guest e-mail, and reuses a known customer', async () => {
    const stripe = fakeStripe([
      { id: 'cs_3', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_3' },
      { id: 'cs_4', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_4' },
    ]);
    const adapter = provider(stripe.httpClient);
    await adapter.createCheckoutSession(
      checkout({ uid: null, email: null, plan: planFor('jetsetter') }),
    );
    await adapter.createCheckoutSession(checkout({ customerId: 'cus_9' }));
    const [guest, returning] = stripe.sent;
    expect(guest?.params).not.toHaveProperty('client_reference_id');
    expect(guest?.params).not.toHaveProperty('customer_email');
    expect(guest?.params['line_items[0][price]']).toBe('price_jet');
    expect(returning?.params).toMatchObject({ customer: 'cus_9' });
    expect(returning?.params).not.toHaveProperty('customer_email');
  });

  it('refuses a plan whose price id is not configured, before calling Stripe', async () => {
    const stripe = fakeStripe([]);
    const adapter = stripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test',
      priceIdFor: () => '',
      tierForPrice: () => null,
      httpClient: stripe.httpClient,
    });
    await expect(adapter.createCheckoutSession(checkout({}))).rejects.toThrow(
      'STRIPE_PRICE_GLOBETROTTER is not configured.',
    );
    expect(stripe.sent).toEqual([]);
  });

  it('opens a Billing Portal session for the customer', async () => {
    const stripe = fakeStripe([
      { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/1' },
    ]);
    const url = await provider(stripe.httpClient).createPortalSession({
      customerId: 'cus_9',
      subscriptionId: 'sub_9',
      returnUrl: 'https://voyagent.test/dashboard',
    });
    expect(url).toBe('https://billing.stripe.com/p/1');
    expect(stripe.sent[0]?.url).toBe('https://api.stripe.com/v1/billing_portal/sessions');
    expect(stripe.sent[0]?.params).toEqual({
      customer: 'cus_9',
      return_url: 'https://voyagent.test/dashboard',
    });
  });
});

const signed = (event: object, secret = 'whsec_test') => {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

const completedEvent = {
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_1',
      object: 'checkout.session',
      payment_status: 'paid',
      client_reference_id: 'user-1',
      customer: 'cus_1',
      customer_email: null,
      customer_details: { email: 'ada@example.com' },
      subscription: 'sub_1',
      metadata: {
        tier: 'Globetrotter',
        plan: 'pro',
        discount_token: 'tok_abcdefghijklmnop',
        checkout_id: 'chk-1',
      },
    },
  },
};

describe('Stripe adapter: webhook signature and events', () => {
  it('verifies the signature and reads a completed checkout', () => {
    const { payload, signature } = signed(completedEvent);
    expect(provider().parseWebhook(payload, signature)).toEqual({
      id: 'evt_1',
      kind: 'checkout-completed',
      uid: 'user-1',
      email: 'ada@example.com',
      tier: 'Globetrotter',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      discountToken: 'tok_abcdefghijklmnop',
      checkoutId: 'chk-1',
    });
  });

  it('reads an expired checkout that held a discount token, and ignores one that did not', () => {
    const expired = (metadata: Record<string, string>) =>
      signed({
        id: 'evt_5',
        object: 'event',
        type: 'checkout.session.expired',
        data: {
          object: { id: 'cs_5', object: 'checkout.session', status: 'expired', metadata },
        },
      });
    const held = expired({ tier: 'Globetrotter', discount_token: 'tok_x', checkout_id: 'chk-5' });
    expect(provider().parseWebhook(held.payload, held.signature)).toEqual({
      id: 'evt_5',
      kind: 'checkout-expired',
      checkoutId: 'chk-5',
      discountToken: 'tok_x',
    });
    const plain = expired({ tier: 'Globetrotter', checkout_id: 'chk-5' });
    expect(provider().parseWebhook(plain.payload, plain.signature).kind).toBe('ignored');
  });

  it('refuses a missing, wrong or tampered signature', () => {
    const { payload, signature } = signed(completedEvent);
    const other = signed(completedEvent, 'whsec_someone_else');
    const adapter = provider();
    expect(() => adapter.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => adapter.parseWebhook(payload, other.signature)).toThrow(WebhookSignatureError);
    expect(() =>
      adapter.parseWebhook(payload.replace('Globetrotter', 'Lifetime'), signature),
    ).toThrow(WebhookSignatureError);
  });

  it('reads subscription updates (tier from the price) and deletions', () => {
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      status: 'active',
      cancel_at: 1_767_225_600,
      ended_at: null,
      metadata: { tier: 'Globetrotter' },
      items: { object: 'list', data: [{ price: { id: 'price_jet' } }] },
    };
    const updated = signed({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: subscription },
    });
    expect(provider().parseWebhook(updated.payload, updated.signature)).toEqual({
      id: 'evt_2',
      kind: 'subscription-changed',
      subscriptionId: 'sub_1',
      active: true,
      tier: 'Jetsetter',
      end: new Date(1_767_225_600_000),
    });
    const deleted = signed({
      id: 'evt_3',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          ...subscription,
          status: 'canceled',
          ended_at: 1_767_000_000,
          items: { data: [] },
        },
      },
    });
    expect(provider().parseWebhook(deleted.payload, deleted.signature)).toMatchObject({
      kind: 'subscription-changed',
      active: false,
      tier: 'Globetrotter',
      end: new Date(1_767_000_000_000),
    });
  });

  it('ignores other events, unpaid sessions and tiers that are not ours', () => {
    const adapter = provider();
    const other = signed({
      id: 'evt_4',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    expect(adapter.parseWebhook(other.payload, other.signature)).toEqual({
      id: 'evt_4',
      kind: 'ignored',
      type: 'invoice.paid',
    });
    const session = completedEvent.data.object;
    for (const object of [
      { ...session, payment_status: 'unpaid' },
      { ...session, metadata: { tier: 'admin_unlimited' } },
    ]) {
      const delivery = signed({ ...completedEvent, data: { object } });
      expect(adapter.parseWebhook(delivery.payload, delivery.signature).kind).toBe('ignored');
    }
  });
});
