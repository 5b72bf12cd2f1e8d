import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, FUNCTIONS_URL, launchBrowser, SITE_URL } from './browser';
import { callError, clientsClosedAfterAll, serverMessage, verifyEmail } from './webClient';

/**
 * create-checkout, the local provider's checkout page, payments-webhook, customer-portal and
 * discount tokens through the web SDK on the emulators (no Stripe key: the local provider).
 */

const clients = clientsClosedAfterAll();
const { guest, signedIn } = clients;

/** Opens the checkout page create-checkout answered, as a browser would, and returns its form. */
async function openCheckout(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { status: response.status, html, session };
}

/** Submits the page's form; answers the redirect the browser would follow. */
async function submit(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

describe('create-checkout and the local checkout page', () => {
  it('completes a purchase through the webhook; check-subscription then shows the tier', async () => {
    const user = await signedIn();
    const { url } = await user.call('create-checkout', {});
    expect(url.startsWith(`${FUNCTIONS_URL}/payments-checkout?session=`)).toBe(true);
    const page = await openCheckout(url);
    expect(page.status).toBe(200);
    for (const text of [
      '<html lang="en">',
      'Globetrotter',
      '$9.99 per month',
      'Complete purchase',
      'Cancel',
    ]) {
      expect(page.html).toContain(text);
    }
    expect(await submit(url, { session: page.session, action: 'complete' })).toEqual({
      status: 303,
      location: `${SITE_URL}/dashboard?checkout=success`,
    });
    expect(await user.call('check-subscription')).toMatchObject({
      subscribed: true,
      subscription_tier: 'Globetrotter',
    });
    // Paying again is refused; the portal now opens.
    expect((await callError(user.call('create-checkout', { plan: 'jetsetter' }))).code).toBe(
      'functions/failed-precondition',
    );
    const portal = await user.call('customer-portal');
    expect((await fetch(portal.url)).status).toBe(200);
  });

  it('cancels back to the pricing page without buying', async () => {
    const user = await signedIn();
    const { url } = await user.call('create-checkout', { plan: 'lifetime' });
    const page = await openCheckout(url);
    expect(await submit(url, { session: page.session, action: 'cancel' })).toEqual({
      status: 303,
      location: `${SITE_URL}/pricing?checkout=cancelled`,
    });
    expect(await user.call('check-subscription')).toMatchObject({ subscribed: false });
  });

  it('sells to a guest, whose purchase the account with that verified e-mail then holds', async () => {
    const visitor = guest();
    expect((await callError(visitor.call('create-checkout', { plan: 'pro' }))).code).toBe(
      'functions/unauthenticated',
    );
    const { url } = await visitor.call('create-checkout', {
      plan: 'nomad_squad',
      isGuest: true,
    });
    const page = await openCheckout(url);
    expect(page.html).toContain('<label for="email">');
    const email = `guest-${randomUUID()}@example.com`;
    expect(await submit(url, { session: page.session, action: 'complete', email })).toEqual({
      status: 303,
      location: `${SITE_URL}/auth?checkout=success`,
    });

    const account = await signedIn(email);
    // Not before the e-mail is verified: anyone could sign up with a buyer's address.
    expect(await account.call('check-subscription')).toMatchObject({ subscribed: false });
    await verifyEmail(account);
    expect(await account.call('check-subscription')).toMatchObject({
      subscribed: true,
      subscription_tier: 'Nomad Squad',
    });
  });

  it('never lets a guest purchase made with an account’s e-mail replace its better plan', async () => {
    const owner = await signedIn();
    await verifyEmail(owner);
    const lifetime = await owner.call('create-checkout', { plan: 'lifetime' });
    const ownPage = await openCheckout(lifetime.url);
    await submit(lifetime.url, { session: ownPage.session, action: 'complete' });
    expect(await owner.call('check-subscription')).toMatchObject({ subscription_tier: 'Lifetime' });

    // Someone else pays for the cheapest plan at a guest checkout with the owner's address.
    const { url } = await guest().call('create-checkout', { plan: 'globetrotter', isGuest: true });
    const page = await openCheckout(url);
    const email = owner.user?.email ?? '';
    await submit(url, { session: page.session, action: 'complete', email });
    for (let check = 0; check < 2; check++) {
      expect(await owner.call('check-subscription')).toMatchObject({
        subscribed: true,
        subscription_tier: 'Lifetime',
      });
    }
  });

  it('answers invalid-argument for bad payloads', async () => {
    const user = await signedIn();
    for (const data of [
      { plan: 'enterprise' },
      { isGuest: 'no' },
      { discount_token: 'x'.repeat(10_240) },
      { extra: true },
    ]) {
      expect((await callError(user.callUnchecked('create-checkout', data))).code).toBe(
        'functions/invalid-argument',
      );
    }
  });

  it('refuses a tampered checkout link and an unsigned webhook event', async () => {
    const user = await signedIn();
    const { url } = await user.call('create-checkout', {});
    const page = await openCheckout(url);
    expect((await submit(url, { session: `${page.session}x`, action: 'complete' })).status).toBe(
      400,
    );
    const forged = await fetch(`${FUNCTIONS_URL}/payments-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: JSON.stringify({
        id: 'evt_forged',
        type: 'checkout.session.completed',
        data: { object: {} },
      }),
    });
    expect(forged.status).toBe(400);
    expect(await user.call('check-subscription')).toMatchObject({ subscribed: false });
  });
});

describe('customer-portal', () => {
  it('asks a signed-out caller to sign in, in the spec words', async () => {
    const error = await callError(guest().call('customer-portal'));
    expect(error.code).toBe('functions/unauthenticated');
    expect(serverMessage(error)).toBe('Please sign in to manage your subscription');
  });

  it('refuses an account with nothing to manage, and a payload with fields', async () => {
    const user = await signedIn();
    expect((await callError(user.call('customer-portal'))).code).toBe(
      'functions/failed-precondition',
    );
    expect(
      (await callError(user.callUnchecked('customer-portal', { customer: 'cus_1' }))).code,
    ).toBe('functions/invalid-argument');
  });
});

describe('discount tokens', () => {
  const expires_at = () => new Date(Date.now() + 86_400_000).toISOString();

  it('are created by the admin, shown by claim-discount, spent by one purchase and refused after', async () => {
    const admin = await clients.admin();
    const created = await admin.call('create-discount-token', {
      percent_off: 20,
      expires_at: expires_at(),
    });
    expect(created.url).toBe(`${SITE_URL}/claim-discount/${created.token}`);
    expect(await guest().call('claim-discount', { token: created.token })).toMatchObject({
      valid: true,
      percent_off: 20,
    });

    const buyer = await signedIn();
    const { url } = await buyer.call('create-checkout', {
      discount_token: created.token,
    });
    const page = await openCheckout(url);
    expect(page.html).toContain('20% off: $7.99 per month for the first month');
    expect((await submit(url, { session: page.session, action: 'complete' })).status).toBe(303);

    expect(await guest().call('claim-discount', { token: created.token })).toEqual({
      valid: false,
      reason: 'used',
      message: 'This discount link has already been used.',
    });
    const second = await signedIn();
    const refused = await callError(
      second.call('create-checkout', { discount_token: created.token }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(serverMessage(refused)).toBe('This discount link has already been used.');
  });

  it('refuses token creation to a plain user and to a guest, and bad payloads', async () => {
    const user = await signedIn();
    expect(
      (
        await callError(
          user.call('create-discount-token', { percent_off: 20, expires_at: expires_at() }),
        )
      ).code,
    ).toBe('functions/permission-denied');
    expect(
      (
        await callError(
          guest().call('create-discount-token', { percent_off: 20, expires_at: expires_at() }),
        )
      ).code,
    ).toBe('functions/unauthenticated');
    const admin = await clients.admin();
    for (const data of [
      { percent_off: 0, expires_at: expires_at() },
      { percent_off: 10, expires_at: 'soon' },
    ]) {
      expect((await callError(admin.call('create-discount-token', data))).code).toBe(
        'functions/invalid-argument',
      );
    }
    expect(
      (await callError(guest().call('claim-discount', { token: 'no spaces allowed here' }))).code,
    ).toBe('functions/invalid-argument');
  });
});

describe('the local checkout page in Chromium', () => {
  it('passes axe in light and dark mode, and completes by keyboard to the site', async () => {
    const visitor = guest();
    const { url } = await visitor.call('create-checkout', {
      plan: 'jetsetter',
      isGuest: true,
    });
    const browser = await launchBrowser();
    try {
      // The page's CSP forbids scripts, axe's included; the flow below keeps the CSP on.
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await (await browser.newContext({ colorScheme, bypassCSP: true })).newPage();
        await page.goto(url);
        await expectNoAxeViolations(page);
        await page.close();
      }
      const page = await (await browser.newContext()).newPage();
      await page.goto(url);
      await page.keyboard.press('Tab');
      await page.keyboard.type('keyboard-buyer@example.com');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe('Complete purchase');
      await Promise.all([
        page.waitForURL(`${SITE_URL}/auth?checkout=success`),
        page.keyboard.press('Enter'),
      ]);
    } finally {
      await browser.close();
    }
  });
});
