import { paymentsCheckout as contract } from '@voyagent/contracts';
import { onRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { serverConfig, type ServerConfig } from '../config/config';
import { ServiceUnavailableError } from '../config/providers';
import { LOCAL_PAYMENTS_SECRET, STRIPE_SECRET_KEY } from '../config/secrets';
import { getDatabase } from '../db/database';
import { logger } from '../logging/logger';
import { checkoutPage, messagePage, portalPage } from './checkoutPageHtml';
import { holdDiscountForCheckout } from './discountStore';
import {
  localCheckoutCompleted,
  localCheckoutExpired,
  localProvider,
  localSubscriptionCancelled,
  readLocalCheckoutSession,
  readLocalPortalSession,
  type LocalDelivery,
} from './localProvider';
import { localPaymentsSettings } from './paymentsProvider';
import { discountLabel, isPlanId, planFor, planPriceCents, priceLabel } from './plans';
import type { PaymentsProvider } from './provider';
import { receiveWebhook } from './webhook';

export type PageAnswer = { status: number; html: string } | { status: 303; location: string };

const { errors } = contract;
const EXPIRED_LINK = messagePage(errors.linkExpired);

const formSchema = z.object({
  session: z.string().max(4096).optional(),
  portal: z.string().max(4096).optional(),
  action: z.enum(['complete', 'cancel', 'cancel-subscription']).optional(),
  email: z.string().trim().max(254).optional(),
});
const emailSchema = z.email();

/**
 * The local provider's checkout and portal pages. GET shows the page for a signed link; POST
 * completes or cancels. Completing builds the event Stripe would send, signs it with the local
 * secret and hands it to the same webhook handler, which verifies it before recording anything.
 * Cancelling sends checkout.session.expired the same way, which frees a discount token the
 * checkout held; a discounted checkout completes only while it holds its token (or can take it
 * again because nobody else holds it).
 */
export async function answerLocalPaymentsPage(
  method: string,
  query: Record<string, unknown>,
  form: URLSearchParams,
  config: ServerConfig,
  now: Date,
): Promise<PageAnswer> {
  const settings = localPaymentsSettings(config);
  const provider = localProvider(settings);
  const { secret } = settings;
  const parsed = formSchema.safeParse(
    method === 'POST' ? Object.fromEntries(form) : { session: query.session, portal: query.portal },
  );
  if (!parsed.success) return { status: 400, html: EXPIRED_LINK };
  const { session: sessionToken, portal: portalToken, action, email } = parsed.data;

  if (portalToken) {
    const portal = readLocalPortalSession(portalToken, secret, now);
    if (!portal) return { status: 400, html: EXPIRED_LINK };
    if (method !== 'POST') {
      const view = {
        portal: portalToken,
        canCancel: portal.subscriptionId !== null,
        returnUrl: portal.returnUrl,
      };
      return { status: 200, html: portalPage(view) };
    }
    if (action !== 'cancel-subscription' || !portal.subscriptionId) {
      return { status: 400, html: messagePage(errors.nothingToCancel) };
    }
    const cancelled = localSubscriptionCancelled(portal.subscriptionId, secret, now);
    return deliver(provider, cancelled, portal.returnUrl);
  }

  const session = sessionToken ? readLocalCheckoutSession(sessionToken, secret, now) : null;
  // A signed link for a plan we do not sell (forged with a leaked secret, or from before a plan
  // was withdrawn) is as invalid as a broken one.
  if (!sessionToken || !session || !isPlanId(session.plan)) {
    return { status: 400, html: EXPIRED_LINK };
  }
  const plan = planFor(session.plan);
  if (method !== 'POST') {
    const cents = planPriceCents(plan, config);
    const percentOff = session.discount?.percentOff;
    const html = checkoutPage({
      planName: plan.tier,
      price: cents === null ? null : priceLabel(cents, plan.billing),
      discount: percentOff === undefined ? null : discountLabel(plan, cents, percentOff),
      askEmail: session.email === null,
      session: sessionToken,
    });
    return { status: 200, html };
  }
  if (action === 'cancel') {
    // Only a token is held by its checkout; a promo code has nothing to free.
    if (session.discount?.kind === 'token') {
      const expired = localCheckoutExpired(session, plan.tier, secret, now);
      const answer = await receiveWebhook(provider, expired.payload, expired.signature);
      // The buyer leaves either way; a hold that was not freed lapses with the link.
      if (answer.status !== 200) logger.warn('a cancelled checkout kept its discount token');
    }
    return { status: 303, location: session.cancelUrl };
  }
  if (action !== 'complete') return { status: 400, html: EXPIRED_LINK };
  const buyerEmail = session.email ?? email ?? '';
  if (!emailSchema.safeParse(buyerEmail).success) {
    return { status: 400, html: messagePage(errors.emailNeeded) };
  }
  if (session.discount?.kind === 'token') {
    const refusal = await holdDiscountForCheckout(await getDatabase(), {
      token: session.discount.token,
      checkoutId: session.id,
      uid: session.uid,
      until: new Date(session.expiresAt),
      now,
    });
    if (refusal) {
      return {
        status: 409,
        html: messagePage({
          title: errors.discountUnavailableTitle,
          message: errors.discountUnavailable(refusal),
        }),
      };
    }
  }

  const completed = localCheckoutCompleted(session, plan.tier, buyerEmail, secret, now);
  return deliver(provider, completed, session.successUrl);
}

/** Hands a signed event to the webhook handler, then sends the buyer on. */
async function deliver(
  provider: PaymentsProvider,
  delivery: LocalDelivery,
  returnTo: string,
): Promise<PageAnswer> {
  const answer = await receiveWebhook(provider, delivery.payload, delivery.signature);
  if (answer.status !== 200) {
    return { status: 500, html: messagePage(errors.purchaseFailed) };
  }
  return { status: 303, location: returnTo };
}

/**
 * `payments-checkout`: the local provider's hosted pages, served only without a Stripe key and
 * only in the emulator or demo mode (503 otherwise).
 */
export const paymentsCheckout = onRequest(
  { secrets: [STRIPE_SECRET_KEY, LOCAL_PAYMENTS_SECRET] },
  async (request, response) => {
    response.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action *",
    );
    response.set('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).send(errors.methodNotAllowed);
      return;
    }
    try {
      const config = serverConfig();
      if (config.STRIPE_SECRET_KEY) {
        response.status(404).type('html').send(messagePage(errors.stripeCheckout));
        return;
      }
      // The framework keeps no raw body for a POST without a Content-Type: an empty form then.
      const rawBody = request.rawBody as Buffer | undefined;
      const form = new URLSearchParams(
        request.method === 'POST' ? (rawBody?.toString('utf8') ?? '') : '',
      );
      const answer = await answerLocalPaymentsPage(
        request.method,
        request.query,
        form,
        config,
        new Date(),
      );
      if ('location' in answer) response.redirect(303, answer.location);
      else response.status(answer.status).type('html').send(answer.html);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) {
        response.status(503).type('html').send(messagePage(errors.unavailable));
        return;
      }
      logger.error('payments-checkout failed', { error });
      response.status(500).type('html').send(messagePage(errors.failed));
    }
  },
);
