import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { publicCallable, signedInCallable } from '../http/defineCallable';
import { logger } from '../logging/logger';
import { readSubscription } from '../subscriptions/subscriptionStore';
import { subscriptionStatus } from '../subscriptions/subscriptionStatus';
import { DISCOUNT_REFUSALS, TOKEN_PATTERN } from './discountRules';
import { releaseDiscountToken, reserveDiscountToken } from './discountStore';
import { DEFAULT_PLAN, PLAN_IDS, planFor } from './plans';
import { paymentsProvider } from './paymentsProvider';
import { CHECKOUT_LIFETIME_MS } from './provider';

export const PORTAL_SIGNED_OUT_MESSAGE = 'Please sign in to manage your subscription';

export const discountTokenField = z
  .string({ error: 'discount_token must be text' })
  .max(64, 'discount_token must be at most 64 characters')
  .regex(TOKEN_PATTERN, 'discount_token is not a discount token');

export const createCheckoutInput = z.strictObject(
  {
    plan: z
      .enum(PLAN_IDS, { error: `plan must be one of ${PLAN_IDS.join(', ')}` })
      .default(DEFAULT_PLAN),
    isGuest: z.boolean({ error: 'isGuest must be true or false' }).default(false),
    discount_token: discountTokenField.nullish(),
  },
  { error: 'Send {plan, isGuest, discount_token}.' },
);

/** Where Stripe (or the local page) sends the buyer back, on the site's own origin. */
export function returnUrls(siteUrl: string, guest: boolean) {
  if (!siteUrl) throw new Error('SITE_URL is not configured.');
  return {
    // A guest signs up next, which claims the purchase made with their e-mail.
    successUrl: new URL(guest ? '/auth?checkout=success' : '/dashboard?checkout=success', siteUrl)
      .href,
    cancelUrl: new URL('/pricing?checkout=cancelled', siteUrl).href,
    portalReturnUrl: new URL('/dashboard', siteUrl).href,
  };
}

/**
 * `create-checkout` {plan, isGuest, discount_token} → {url}. Signed in, or a guest when isGuest
 * (the provider then collects the e-mail). A discount token must be valid now and not held by
 * another live checkout; this checkout then holds it until it completes (which spends it), is
 * cancelled or expires, so one token pays for at most one purchase.
 */
export const createCheckout = publicCallable({
  name: 'create-checkout',
  input: createCheckoutInput,
  handler: async ({ plan: planId, isGuest, discount_token }, caller) => {
    const { uid, email } = caller;
    if (!uid && !isGuest) {
      throw new HttpsError(
        'unauthenticated',
        'Please sign in to check out, or continue as a guest.',
      );
    }
    const config = serverConfig();
    const provider = paymentsProvider(config);
    const db = await getDatabase();
    const now = new Date();
    const account = uid ? await readSubscription(db, uid) : undefined;
    if (uid) {
      const unlimitedAdmin = isUnlimitedAdmin(caller, config);
      if (subscriptionStatus(account, { unlimitedAdmin }, now).subscribed) {
        throw new HttpsError(
          'failed-precondition',
          'You already have an active subscription. Manage it from your account instead.',
        );
      }
    }
    const urls = returnUrls(config.SITE_URL, !uid);
    const checkoutId = randomUUID();
    const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS);
    let discount = null;
    if (discount_token) {
      const reserved = await reserveDiscountToken(db, {
        token: discount_token,
        checkoutId,
        uid: uid ?? null,
        until: expiresAt,
        now,
      });
      if (reserved.state !== 'valid') {
        throw new HttpsError('failed-precondition', DISCOUNT_REFUSALS[reserved.state]);
      }
      discount = { token: discount_token, percentOff: reserved.percentOff };
    }
    try {
      const url = await provider.createCheckoutSession({
        checkoutId,
        expiresAt,
        plan: planFor(planId),
        uid: uid ?? null,
        email: uid ? (email ?? null) : null,
        customerId: account?.payment_customer_id ?? null,
        discount,
        successUrl: urls.successUrl,
        cancelUrl: urls.cancelUrl,
      });
      return { url };
    } catch (error) {
      // No checkout was opened, so none may keep the token.
      if (discount) {
        await releaseDiscountToken(db, discount.token, checkoutId).catch((releaseError: unknown) =>
          logger.warn('could not release a discount token', { error: releaseError }),
        );
      }
      throw error;
    }
  },
});

/** `customer-portal` {} → {url} of the billing portal for the caller's customer. */
export const customerPortal = signedInCallable({
  name: 'customer-portal',
  input: z.strictObject({}, { error: 'customer-portal takes no fields.' }),
  signInMessage: PORTAL_SIGNED_OUT_MESSAGE,
  handler: async (_input, { uid }) => {
    const config = serverConfig();
    const provider = paymentsProvider(config);
    const account = await readSubscription(await getDatabase(), uid);
    if (!account?.payment_customer_id) {
      throw new HttpsError(
        'failed-precondition',
        'There is no subscription to manage yet. Choose a plan on the pricing page first.',
      );
    }
    const url = await provider.createPortalSession({
      customerId: account.payment_customer_id,
      subscriptionId: account.payment_subscription_id,
      returnUrl: returnUrls(config.SITE_URL, false).portalReturnUrl,
    });
    return { url };
  },
});
