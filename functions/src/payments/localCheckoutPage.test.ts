import { describe, expect, it } from 'vitest';
import { serverConfig } from '../config/config';
import { answerLocalPaymentsPage } from './localCheckoutPage';
import type { LocalCheckoutSession } from './localProvider';
import { signValue } from './localSigning';

const SECRET = 'test-local-secret';
const config = serverConfig({
  LOCAL_PAYMENTS_SECRET: SECRET,
  LOCAL_CHECKOUT_URL: 'http://127.0.0.1:5001/demo/us-central1/payments-checkout',
  FUNCTIONS_EMULATOR: 'true',
});

describe('payments-checkout', () => {
  it('answers 400, not 500, to a correctly signed link for a plan that is not sold', async () => {
    const now = new Date();
    const unsold: LocalCheckoutSession = {
      purpose: 'checkout',
      expiresAt: now.getTime() + 60_000,
      id: 'checkout-1',
      plan: 'enterprise' as LocalCheckoutSession['plan'],
      uid: 'u1',
      email: 'buyer@example.com',
      customerId: null,
      discount: null,
      successUrl: 'https://voyagent.test/dashboard?checkout=success',
      cancelUrl: 'https://voyagent.test/pricing?checkout=cancelled',
    };
    const session = signValue(unsold, SECRET);
    const shown = await answerLocalPaymentsPage(
      'GET',
      { session },
      new URLSearchParams(),
      config,
      now,
    );
    const completed = await answerLocalPaymentsPage(
      'POST',
      {},
      new URLSearchParams({ session, action: 'complete' }),
      config,
      now,
    );
    for (const answer of [shown, completed]) {
      expect(answer).toMatchObject({ status: 400 });
      expect('html' in answer && answer.html).toContain('invalid or has expired');
    }
  });
});
