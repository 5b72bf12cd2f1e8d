import type { ServerConfig } from '../config/config';
import { localProvider } from './localProvider';
import { stripePriceId, tierForStripePrice } from './plans';
import type { PaymentsProvider } from './provider';
import { stripeProvider } from './stripeProvider';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider that works offline. */
export function paymentsProvider(config: ServerConfig): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY) {
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceIdFor: (plan) => stripePriceId(plan, config),
      tierForPrice: (priceId) => tierForStripePrice(priceId, config),
    });
  }
  return localProvider({
    secret: config.LOCAL_PAYMENTS_SECRET,
    checkoutPageUrl: config.LOCAL_CHECKOUT_URL,
  });
}
