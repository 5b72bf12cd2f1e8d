import { randomUUID } from 'node:crypto';
import type { PlanId } from '@voyagent/contracts';
import Stripe from 'stripe';
import {
  checkoutDiscountMetadata,
  type CheckoutRequest,
  type PaymentsProvider,
  type PortalRequest,
} from './provider';
import { readSignedValue, signValue, type SignedValue } from './localSigning';
import { verifyStripeWebhook } from './stripeEvents';

/** How long a local portal link stays usable (a checkout link lasts until its `expiresAt`). */
export const LOCAL_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A checkout request as the signed link carries it: the plan by id, the checkout id as `id`, its
 * expiry as the link's, the rest as asked.
 */
export interface LocalCheckoutSession
  extends SignedValue, Omit<CheckoutRequest, 'plan' | 'checkoutId' | 'expiresAt'> {
  purpose: 'checkout';
  id: string;
  plan: PlanId;
}

export interface LocalPortalSession extends SignedValue {
  purpose: 'portal';
  customerId: string;
  subscriptionId: string | null;
  returnUrl: string;
}

export interface LocalProviderOptions {
  secret: string;
  /** The payments-checkout function's URL. */
  checkoutPageUrl: string;
  now?: () => Date;
}

/**
 * Payments without Stripe, for the emulator and offline development: checkout and portal are
 * pages served by the payments-checkout function, and completing a purchase there sends a
 * Stripe-shaped event, signed with the local secret, through the same webhook handler.
 */
export function localProvider(options: LocalProviderOptions): PaymentsProvider {
  const { secret, checkoutPageUrl } = options;
  if (!secret) throw new Error('LOCAL_PAYMENTS_SECRET is not configured.');
  if (!checkoutPageUrl) throw new Error('LOCAL_CHECKOUT_URL is not configured.');
  const now = options.now ?? (() => new Date());
  const link = (parameter: string, value: SignedValue) => {
    const url = new URL(checkoutPageUrl);
    url.searchParams.set(parameter, signValue(value, secret));
    return url.toString();
  };

  return {
    kind: 'local',

    createCheckoutSession(request: CheckoutRequest): Promise<string> {
      const session: LocalCheckoutSession = {
        purpose: 'checkout',
        expiresAt: request.expiresAt.getTime(),
        id: request.checkoutId,
        plan: request.plan.id,
        uid: request.uid,
        email: request.email,
        customerId: request.customerId,
        discount: request.discount,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      };
      return Promise.resolve(link('session', session));
    },

    createPortalSession(request: PortalRequest): Promise<string> {
      const portal: LocalPortalSession = {
        purpose: 'portal',
        expiresAt: now().getTime() + LOCAL_LINK_LIFETIME_MS,
        ...request,
      };
      return Promise.resolve(link('portal', portal));
    },

    // The local provider sells only our own plans, whose tier travels in the event's metadata.
    parseWebhook: (rawBody, signature) =>
      verifyStripeWebhook(rawBody, signature, secret, () => null),
  };
}

export function readLocalCheckoutSession(token: string, secret: string, now: Date) {
  return readSignedValue<LocalCheckoutSession>(token, 'checkout', secret, now);
}

export function readLocalPortalSession(token: string, secret: string, now: Date) {
  return readSignedValue<LocalPortalSession>(token, 'portal', secret, now);
}

/** A signed webhook delivery: the raw body and its Stripe-Signature header. */
export interface LocalDelivery {
  payload: string;
  signature: string;
}

function signedDelivery(event: object, secret: string): LocalDelivery {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * The checkout.session.completed event Stripe would send. Its id derives from the session, so
 * submitting the page twice delivers the same event and the second changes nothing.
 */
export function localCheckoutCompleted(
  session: LocalCheckoutSession,
  tier: string,
  email: string,
  secret: string,
  now: Date,
): LocalDelivery {
  const monthly = session.plan !== 'lifetime';
  return signedDelivery(
    {
      id: `evt_local_checkout_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: `cs_local_${session.id}`,
          object: 'checkout.session',
          mode: monthly ? 'subscription' : 'payment',
          payment_status: 'paid',
          client_reference_id: session.uid,
          customer: session.customerId ?? `cus_local_${session.id}`,
          customer_email: email,
          customer_details: { email },
          subscription: monthly ? `sub_local_${session.id}` : null,
          metadata: checkoutMetadata(session, tier),
        },
      },
    },
    secret,
  );
}

function checkoutMetadata(session: LocalCheckoutSession, tier: string) {
  return {
    plan: session.plan,
    tier,
    checkout_id: session.id,
    ...(session.discount ? checkoutDiscountMetadata(session.discount) : {}),
  };
}

/**
 * The checkout.session.expired event Stripe sends when a session closes unpaid; the local page
 * sends it on "Cancel", which frees the discount token the checkout held. Each cancel is its own
 * event (a page cancelled, completed-and-failed, then cancelled again still frees the token).
 */
export function localCheckoutExpired(
  session: LocalCheckoutSession,
  tier: string,
  secret: string,
  now: Date,
): LocalDelivery {
  return signedDelivery(
    {
      id: `evt_local_expired_${session.id}_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          id: `cs_local_${session.id}`,
          object: 'checkout.session',
          status: 'expired',
          payment_status: 'unpaid',
          client_reference_id: session.uid,
          metadata: checkoutMetadata(session, tier),
        },
      },
    },
    secret,
  );
}

/** The customer.subscription.deleted event for a cancellation in the local portal. */
export function localSubscriptionCancelled(
  subscriptionId: string,
  secret: string,
  now: Date,
): LocalDelivery {
  const seconds = Math.floor(now.getTime() / 1000);
  return signedDelivery(
    {
      id: `evt_local_cancel_${subscriptionId}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: seconds,
      data: {
        object: {
          id: subscriptionId,
          object: 'subscription',
          status: 'canceled',
          ended_at: seconds,
          cancel_at: null,
          metadata: {},
          items: { object: 'list', data: [] },
        },
      },
    },
    secret,
  );
}
