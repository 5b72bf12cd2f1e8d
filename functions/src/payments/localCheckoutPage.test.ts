import { LOCAL_CHECKOUT_PAGE_TEXTS, paymentsCheckout } from '@voyagent/contracts';
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

/** A checkout link as create-checkout signs it: a signed-in buyer's, for the entry plan. */
function signedSession(now: Date, changes: Partial<LocalCheckoutSession>) {
  const session: LocalCheckoutSession = {
    purpose: 'checkout',
    expiresAt: now.getTime() + 60_000,
    id: 'checkout-1',
    plan: 'pro',
    uid: 'u1',
    email: 'buyer@example.com',
    customerId: null,
    discount: null,
    successUrl: 'https://voyagent.test/dashboard?checkout=success',
    cancelUrl: 'https://voyagent.test/pricing?checkout=cancelled',
    ...changes,
  };
  return signValue(session, SECRET);
}

describe('payments-checkout', () => {
  it('answers 400, not 500, to a correctly signed link for a plan that is not sold', async () => {
    const now = new Date();
    const unsold = { plan: 'enterprise' as LocalCheckoutSession['plan'] };
    const session = signedSession(now, unsold);
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

  it('words its page and its refusals as the payments-checkout contract does', async () => {
    const now = new Date();
    const session = signedSession(now, { uid: null, email: null });
    const shown = await answerLocalPaymentsPage(
      'GET',
      { session },
      new URLSearchParams(),
      config,
      now,
    );
    const texts = [LOCAL_CHECKOUT_PAGE_TEXTS.checkoutNote, LOCAL_CHECKOUT_PAGE_TEXTS.emailLabel];
    for (const text of [...texts, LOCAL_CHECKOUT_PAGE_TEXTS.complete]) {
      expect('html' in shown && shown.html).toContain(text);
    }
    const withoutEmail = await answerLocalPaymentsPage(
      'POST',
      {},
      new URLSearchParams({ session, action: 'complete', email: 'not an address' }),
      config,
      now,
    );
    const { emailNeeded } = paymentsCheckout.errors;
    expect(withoutEmail).toMatchObject({ status: 400 });
    expect('html' in withoutEmail && withoutEmail.html).toContain(`<h1>${emailNeeded.title}</h1>`);
    expect('html' in withoutEmail && withoutEmail.html).toContain(emailNeeded.message);
  });
});
