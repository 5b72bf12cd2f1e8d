import type { PurchasableTier } from '@voyagent/contracts';
import Stripe from 'stripe';
import type { Plan } from './plans';
import {
  checkoutDiscountMetadata,
  type CheckoutRequest,
  type PaymentsProvider,
  type PortalRequest,
} from './provider';
import { verifyStripeWebhook } from './stripeEvents';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  priceIdFor: (plan: Plan) => string;
  tierForPrice: (priceId: string) => PurchasableTier | null;
  /** Tests pass `Stripe.createFetchHttpClient(fakeFetch)`; production uses Stripe's default. */
  httpClient?: Stripe.HttpClient;
}

/** Payments through Stripe Checkout, the Stripe Billing Portal and Stripe's signed webhooks. */
export function stripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    kind: 'stripe',

    async createCheckoutSession(request: CheckoutRequest): Promise<string> {
      const { plan, uid, email, customerId, discount, checkoutId } = request;
      const price = options.priceIdFor(plan);
      if (!price) throw new Error(`STRIPE_PRICE_${plan.configKey} is not configured.`);
      const subscriptionMode = plan.billing === 'monthly';
      const discountMetadata = discount ? checkoutDiscountMetadata(discount) : {};
      const metadata: Stripe.MetadataParam = {
        plan: plan.id,
        tier: plan.tier,
        checkout_id: checkoutId,
        ...discountMetadata,
      };
      // Each checkout gets its own one-time coupon good for one redemption: a token is single-use,
      // and a promo code's coupon then cannot outlive the promotion or be used outside our checkout.
      const coupon = discount
        ? await stripe.coupons.create({
            percent_off: discount.percentOff,
            duration: 'once',
            max_redemptions: 1,
            metadata: discountMetadata,
          })
        : null;
      const session = await stripe.checkout.sessions.create({
        mode: subscriptionMode ? 'subscription' : 'payment',
        line_items: [{ price, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Closes with the discount token's hold; Stripe then sends checkout.session.expired.
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        ...(uid ? { client_reference_id: uid } : {}),
        ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
        // A one-off payment creates no customer unless asked; the portal needs one.
        ...(!subscriptionMode && !customerId ? { customer_creation: 'always' as const } : {}),
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        metadata,
        ...(subscriptionMode ? { subscription_data: { metadata } } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return session.url;
    },

    async createPortalSession({ customerId, returnUrl }: PortalRequest): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    parseWebhook(rawBody, signature) {
      return verifyStripeWebhook(rawBody, signature, options.webhookSecret, options.tierForPrice);
    },
  };
}
