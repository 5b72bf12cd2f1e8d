import type { PurchasableTier } from '@voyagent/contracts';
import type { Plan } from './plans';

/**
 * How long a checkout stays open: the local link's lifetime, Stripe's `expires_at` (which must be
 * 30 minutes to 24 hours away) and the discount token's hold all end together.
 */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A checkout's discount: a single-use token from a claim link, which the checkout holds and its
 * purchase spends, or a public promo code, which nothing holds or spends.
 */
export type CheckoutDiscount =
  | { kind: 'token'; token: string; percentOff: number }
  | { kind: 'promo'; code: string; percentOff: number };

/**
 * How a checkout's discount is named in its metadata: `discount_token` (the webhook spends or
 * frees the token by it) or `promo_code` (for the records only).
 */
export function checkoutDiscountMetadata(discount: CheckoutDiscount): Record<string, string> {
  return discount.kind === 'token'
    ? { discount_token: discount.token }
    : { promo_code: discount.code };
}

/** What create-checkout asks a provider for. A guest has no uid and no e-mail yet. */
export interface CheckoutRequest {
  /** Our id for this checkout; its events carry it back (metadata `checkout_id`). */
  checkoutId: string;
  /** When the checkout closes (the discount token's hold ends then too). */
  expiresAt: Date;
  plan: Plan;
  uid: string | null;
  email: string | null;
  /** The customer from an earlier purchase, so Stripe keeps one customer per user. */
  customerId: string | null;
  discount: CheckoutDiscount | null;
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
      /** The checkout it completes; null for a session opened before checkouts carried one. */
      checkoutId: string | null;
    }
  | {
      /** A checkout with a discount closed unpaid (expired, or cancelled on the local page). */
      id: string;
      kind: 'checkout-expired';
      checkoutId: string;
      discountToken: string;
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
