import { PAYMENTS_UNAVAILABLE } from '@voyagent/contracts';
import type { ServerConfig } from '../config/config';
import { localProvidersAllowed, refuseUnconfigured } from '../config/providers';
import { localProvider, type LocalProviderOptions } from './localProvider';
import { stripePriceId, tierForStripePrice } from './plans';
import type { PaymentsProvider } from './provider';
import { stripeProvider } from './stripeProvider';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, where local providers may
 * run (the emulator or demo mode); otherwise a failed-precondition refusal, so a deployment that
 * lost its key never sells a plan for free.
 */
export function paymentsProvider(config: ServerConfig): PaymentsProvider {
  if (!config.STRIPE_SECRET_KEY) return localProvider(localPaymentsSettings(config));
  const stripe = stripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    priceIdFor: (plan) => stripePriceId(plan, config),
    tierForPrice: (priceId) => tierForStripePrice(priceId, config),
  });
  if (config.STRIPE_WEBHOOK_SECRET) return stripe;
  return {
    ...stripe,
    // Without it no event can be verified: Stripe hears 503 and retries once it is set.
    parseWebhook: () =>
      refuseUnconfigured({
        name: 'The payments webhook',
        key: 'STRIPE_WEBHOOK_SECRET',
        unavailable: PAYMENTS_UNAVAILABLE,
      }),
  };
}

/**
 * The local provider's secret and page where local providers may run; a refusal otherwise.
 * Everything that signs or reads local links and events asks here first.
 */
export function localPaymentsSettings(
  config: ServerConfig,
): Pick<LocalProviderOptions, 'secret' | 'checkoutPageUrl'> {
  const missing = missingLocalSetting(config);
  if (missing) {
    refuseUnconfigured({ name: 'Payments', key: missing, unavailable: PAYMENTS_UNAVAILABLE });
  }
  return { secret: config.LOCAL_PAYMENTS_SECRET, checkoutPageUrl: config.LOCAL_CHECKOUT_URL };
}

/** Outside the emulator and demo mode the missing setting is Stripe's key, whatever else is set. */
function missingLocalSetting(config: ServerConfig): string | null {
  if (!localProvidersAllowed(config)) return 'STRIPE_SECRET_KEY';
  if (!config.LOCAL_PAYMENTS_SECRET) return 'LOCAL_PAYMENTS_SECRET';
  if (!config.LOCAL_CHECKOUT_URL) return 'LOCAL_CHECKOUT_URL';
  return null;
}
