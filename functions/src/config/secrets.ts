/**
 * The secrets, declared so Firebase gives each function only the ones it lists (`secrets: […]` in
 * its options) from Secret Manager, as environment variables of the same name that serverConfig()
 * reads. The emulator takes their values from the generated functions/.secret.local instead.
 */
import { defineSecret } from 'firebase-functions/params';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const RECAPTCHA_SECRET_KEY = defineSecret('RECAPTCHA_SECRET_KEY');
/** Signs the local payments provider's links and events (emulator and demo mode only). */
export const LOCAL_PAYMENTS_SECRET = defineSecret('LOCAL_PAYMENTS_SECRET');
/** Keys the hash under which a used trial's e-mail is remembered. */
export const TRIAL_CLAIM_HASH_KEY = defineSecret('TRIAL_CLAIM_HASH_KEY');

/** The transactional-mail API's key (e-mail sign-up). */
export const EMAIL_API_KEY = defineSecret('EMAIL_API_KEY');
/** Signs the unsubscribe links in the sign-up e-mails. */
export const EMAIL_LINK_SECRET = defineSecret('EMAIL_LINK_SECRET');

/** The places service's key (nearby-places); the browser's maps key is a plain setting. */
export const PLACES_API_KEY = defineSecret('PLACES_API_KEY');

/** Open Exchange Rates' app id (currency-rates-refresh, currency-convert). */
export const EXCHANGE_RATES_API_KEY = defineSecret('EXCHANGE_RATES_API_KEY');

/** What a function that opens checkouts or portals needs: Stripe, or the local provider. */
export const PAYMENTS_SECRETS = [STRIPE_SECRET_KEY, LOCAL_PAYMENTS_SECRET];
