import { isPurchasableTier, type PurchasableTier } from '@voyagent/contracts';
import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './provider';

/** Stripe subscription statuses that still give access (past_due: Stripe is retrying payment). */
const ACTIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/**
 * Verifies a Stripe-signed webhook with `stripe.webhooks.constructEvent` and reduces it to a
 * PaymentEvent. The local provider signs its events the same way with its own secret, so both
 * providers share this one path.
 */
export function verifyStripeWebhook(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
  tierForPrice: (priceId: string) => PurchasableTier | null,
): PaymentEvent {
  if (!secret) throw new Error('The webhook signing secret is not configured.');
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  return paymentEventFrom(event, tierForPrice);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function paymentEventFrom(
  event: Stripe.Event,
  tierForPrice: (priceId: string) => PurchasableTier | null,
): PaymentEvent {
  const ignored: PaymentEvent = { id: event.id, kind: 'ignored', type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const tier = session.metadata?.tier ?? '';
      // An unpaid session (a delayed payment method) completes later, or never.
      if (session.payment_status === 'unpaid' || !isPurchasableTier(tier)) return ignored;
      return {
        id: event.id,
        kind: 'checkout-completed',
        uid: session.client_reference_id,
        email: session.customer_details?.email ?? session.customer_email,
        tier,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        discountToken: session.metadata?.discount_token || null,
        checkoutId: session.metadata?.checkout_id || null,
      };
    }
    case 'checkout.session.expired': {
      // Frees the discount token this checkout held; without one there is nothing to do.
      const metadata = event.data.object.metadata;
      const discountToken = metadata?.discount_token;
      const checkoutId = metadata?.checkout_id;
      if (!discountToken || !checkoutId) return ignored;
      return { id: event.id, kind: 'checkout-expired', checkoutId, discountToken };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const priceId = subscription.items?.data[0]?.price.id;
      const fromPrice = priceId ? tierForPrice(priceId) : null;
      const fromMetadata = subscription.metadata?.tier ?? '';
      const deleted = event.type === 'customer.subscription.deleted';
      const endSeconds = deleted
        ? (subscription.ended_at ?? Math.floor(Date.now() / 1000))
        : subscription.cancel_at;
      return {
        id: event.id,
        kind: 'subscription-changed',
        subscriptionId: subscription.id,
        active: !deleted && ACTIVE_STATUSES.includes(subscription.status),
        tier: fromPrice ?? (isPurchasableTier(fromMetadata) ? fromMetadata : null),
        end: endSeconds ? new Date(endSeconds * 1000) : null,
      };
    }
    default:
      return ignored;
  }
}
