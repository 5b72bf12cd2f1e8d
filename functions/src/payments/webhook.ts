import { paymentsWebhook as contract } from '@voyagent/contracts';
import { onRequest } from 'firebase-functions/v2/https';
import { serverConfig } from '../config/config';
import { ServiceUnavailableError } from '../config/providers';
import { LOCAL_PAYMENTS_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config/secrets';
import { getDatabase } from '../db/database';
import { logger } from '../logging/logger';
import { applyPaymentEvent } from './applyPaymentEvent';
import { paymentsProvider } from './paymentsProvider';
import { WebhookSignatureError, type PaymentsProvider } from './provider';

export interface WebhookAnswer {
  status: number;
  body: { received: boolean; error?: string };
}

/**
 * The one path every purchase takes: verify the signature, then apply the event once. Stripe
 * posts here over HTTP; the local checkout page hands its signed events to this same function.
 * A bad signature answers 400; a database failure throws (500), so Stripe retries later.
 */
export async function receiveWebhook(
  provider: PaymentsProvider,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    logger.warn('payments-webhook refused an unsigned or mis-signed event', { error });
    return {
      status: 400,
      body: { received: false, error: contract.errors.badSignature },
    };
  }
  const outcome = await applyPaymentEvent(await getDatabase(), event);
  logger.info('payments-webhook event', { event: event.id, kind: event.kind, outcome });
  return { status: 200, body: { received: true } };
}

/**
 * `payments-webhook`: Stripe's (or, in the emulator and demo mode, the local provider's) signed
 * events. Unconfigured, it answers 503 so Stripe retries once the keys are set.
 */
export const paymentsWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, LOCAL_PAYMENTS_SECRET] },
  async (request, response) => {
    if (request.method !== 'POST') {
      response
        .set('Allow', 'POST')
        .status(405)
        .json({ received: false, error: contract.errors.methodNotAllowed });
      return;
    }
    try {
      const answer = await receiveWebhook(
        paymentsProvider(serverConfig()),
        request.rawBody,
        request.header('stripe-signature'),
      );
      response.status(answer.status).json(answer.body);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) {
        response.status(503).json({ received: false, error: error.message });
        return;
      }
      logger.error('payments-webhook failed', { error });
      response.status(500).json({ received: false, error: contract.errors.failed });
    }
  },
);
