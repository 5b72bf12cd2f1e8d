import { randomUUID } from 'node:crypto';
import {
  createCheckout as checkoutContract,
  customerPortal as portalContract,
  isPaid,
  SITE_PATHS,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { PAYMENTS_SECRETS } from '../config/secrets';
import { readAccountPlan } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { logger } from '../logging/logger';
import { releaseDiscountToken, reserveDiscountToken } from './discountStore';
import { planFor } from './plans';
import { paymentsProvider } from './paymentsProvider';
import { launchPromotion, lookUpPromotion } from './promotions';
import { CHECKOUT_LIFETIME_MS, type CheckoutDiscount } from './provider';

/** Where Stripe (or the local page) sends the buyer back, on the site's own origin. */
export function returnUrls(siteUrl: string, guest: boolean) {
  if (!siteUrl) throw new Error('SITE_URL is not configured.');
  return {
    // A guest signs up next, which claims the purchase made with their e-mail.
    successUrl: new URL(
      guest ? SITE_PATHS.guestCheckoutSuccess : SITE_PATHS.checkoutSuccess,
      siteUrl,
    ).href,
    cancelUrl: new URL(SITE_PATHS.checkoutCancelled, siteUrl).href,
    portalReturnUrl: new URL(SITE_PATHS.portalReturn, siteUrl).href,
  };
}

/**
 * `create-checkout` {plan, isGuest, discount_token, promo} → {url}. Signed in, or a guest when
 * isGuest (the provider then collects the e-mail). A discount token must be valid now and not held
 * by another live checkout; this checkout then holds it until it completes (which spends it), is
 * cancelled or expires, so one token pays for at most one purchase. A promo code must name a
 * promotion running now (promotions.ts); nothing holds or spends it.
 */
export const createCheckout = defineCallable(
  checkoutContract,
  async ({ plan: planId, isGuest, discount_token, promo }, caller) => {
    const { uid, email } = caller;
    if (!uid && !isGuest) {
      throw new HttpsError('unauthenticated', checkoutContract.errors.signInOrGuest);
    }
    if (discount_token && promo != null) {
      throw new HttpsError('invalid-argument', checkoutContract.errors.promoWithDiscountLink);
    }
    const config = serverConfig();
    const provider = paymentsProvider(config);
    const db = await getDatabase();
    const now = new Date();
    const account = uid ? await readAccountPlan(db, uid) : undefined;
    const unlimitedAdmin = uid !== undefined && isUnlimitedAdmin(caller, config);
    if (unlimitedAdmin || (account && isPaid(account, now))) {
      throw new HttpsError('failed-precondition', checkoutContract.errors.alreadySubscribed);
    }
    const urls = returnUrls(config.SITE_URL, !uid);
    const checkoutId = randomUUID();
    const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS);
    let discount: CheckoutDiscount | null = null;
    if (promo != null) {
      const found = lookUpPromotion(promo, [launchPromotion(config.PROMOTION_ENDS_AT)], now);
      if (found.state !== 'valid') {
        throw new HttpsError('failed-precondition', checkoutContract.errors.promo[found.state]);
      }
      discount = { kind: 'promo', code: found.code, percentOff: found.percentOff };
    }
    if (discount_token) {
      const reserved = await reserveDiscountToken(db, {
        token: discount_token,
        checkoutId,
        uid: uid ?? null,
        until: expiresAt,
        now,
      });
      if (reserved.state !== 'valid') {
        throw new HttpsError(
          'failed-precondition',
          checkoutContract.errors.discount[reserved.state],
        );
      }
      discount = { kind: 'token', token: discount_token, percentOff: reserved.percentOff };
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
      if (discount?.kind === 'token') {
        await releaseDiscountToken(db, discount.token, checkoutId).catch((releaseError: unknown) =>
          logger.warn('could not release a discount token', { error: releaseError }),
        );
      }
      throw error;
    }
  },
  { secrets: PAYMENTS_SECRETS, rateLimit: GUEST_RATE_LIMITS.createCheckout },
);

/** `customer-portal` {} → {url} of the billing portal for the caller's customer. */
export const customerPortal = defineCallable(
  portalContract,
  async (_request, { uid }) => {
    const config = serverConfig();
    const provider = paymentsProvider(config);
    const account = await readAccountPlan(await getDatabase(), uid);
    if (!account?.payment_customer_id) {
      throw new HttpsError('failed-precondition', portalContract.errors.noSubscription);
    }
    const url = await provider.createPortalSession({
      customerId: account.payment_customer_id,
      subscriptionId: account.payment_subscription_id,
      returnUrl: returnUrls(config.SITE_URL, false).portalReturnUrl,
    });
    return { url };
  },
  { secrets: PAYMENTS_SECRETS },
);
