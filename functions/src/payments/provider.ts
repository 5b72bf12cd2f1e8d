import type { Plan } from './plans';
import type { PurchasableTier } from '../subscriptions/tiers';

/** What create-checkout asks a provider for. A guest has no uid and no e-mail yet. */
export interface CheckoutRequest {
  plan: Plan;
  uid: string | null;
  email: string | null;
  /** The customer from an earlier purchase, so Stripe keeps one customer per user. */
  customerId: string | null;
  discount: { token: string; percentOff: number } | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  customerId: string;
  subscriptionId: string | null;
  returnUrl: string;
}

/** A webhook event, reduced to what changes our records. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'checkout-completed';
      uid: string | null;
      email: string | null;
      tier: PurchasableTier;
      customerId: string | null;
      subscriptionId: string | null;
      discountToken: string | null;
    }
  | {
      id: string;
      kind: 'subscription-changed';
      subscriptionId: string;
      active: boolean;
      /** The tier the subscription now sells; null when its price is not one of ours. */
      tier: PurchasableTier | null;
      /** When access ends (a scheduled cancellation or the end of a cancelled one); null: no end. */
      end: Date | null;
    }
  | { id: string; kind: 'ignored'; type: string };

/** The signature on a webhook did not verify; the request is refused with 400. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A payments service: Stripe when a secret key is configured, the local provider otherwise.
 * Both deliver purchases through the same `payments-webhook` handler.
 */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'local';
  /** The URL of a hosted checkout page. */
  createCheckoutSession(request: CheckoutRequest): Promise<string>;
  /** The URL of a page where the customer manages their subscription. */
  createPortalSession(request: PortalRequest): Promise<string>;
  /** Verifies the signature and reads the event; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): PaymentEvent;
}
