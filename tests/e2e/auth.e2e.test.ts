import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_URL, PROJECT_ID } from '../../scripts/lib/stack.mjs';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { callError, guestClient, signedInClient, type WebClient } from './webClient';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
  oobCode: string;
}

/** The out-of-band e-mails the Auth emulator would have sent to `email`. */
async function oobCodesFor(email: string, requestType = 'VERIFY_EMAIL'): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

const continueUrlOf = (code: OobCode) => new URL(code.oobLink).searchParams.get('continueUrl');

describe('sign-up through the built site sends the verification e-mail', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(() => browser?.close());

  const email = `verify-${randomUUID()}@example.com`;
  const password = 'Voyage2026!';

  it('sends VERIFY_EMAIL with the continue URL origin + /email-verify', async () => {
    await page.goto(`${SITE_URL}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('account-email').waitFor();

    await expect.poll(async () => (await oobCodesFor(email)).length).toBe(1);
    const [code] = await oobCodesFor(email);
    expect(code && continueUrlOf(code)).toBe(`${SITE_URL}/email-verify`);
  });

  it('shows "check your inbox" on /email-verify and resends on request', async () => {
    await page.goto(`${SITE_URL}/email-verify`);
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await page.getByText('Check your inbox').waitFor();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByRole('status').getByText('Verification e-mail sent.').waitFor();
    await expect.poll(async () => (await oobCodesFor(email)).length).toBe(2);
    await expectNoAxeViolations(page);
  });

  it('shows the address as verified once the link has been opened', async () => {
    const [code] = await oobCodesFor(email);
    if (!code) throw new Error('no verification e-mail was sent');
    // Opening the link is what the user does from their inbox; the emulator applies the code.
    expect((await fetch(code.oobLink)).ok).toBe(true);
    await page.goto(`${SITE_URL}/email-verify`);
    await page.getByText(`Your e-mail address ${email} is verified.`).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const guestPage = await (await browser.newContext()).newPage();
    await guestPage.goto(`${SITE_URL}/email-verify`);
    await guestPage.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await guestPage
      .getByText('Sign in to check whether your e-mail address is verified.')
      .waitFor();
    await guestPage.close();
  });
});

describe('verify-recaptcha on the local provider', () => {
  const clients: WebClient[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.close())));

  it('passes a token for a guest and for a signed-in user', async () => {
    const guest = guestClient();
    const user = await signedInClient();
    clients.push(guest, user);
    expect(await guest.call('verify-recaptcha', { token: 'token-1', action: 'signup' })).toEqual({
      success: true,
    });
    expect(await user.call('verify-recaptcha', { token: 'token-2', action: 'login' })).toEqual({
      success: true,
    });
  });

  it('fails the documented test token with the client’s text', async () => {
    const guest = guestClient();
    clients.push(guest);
    expect(await guest.call('verify-recaptcha', { token: 'local-fail', action: 'login' })).toEqual({
      success: false,
      error: 'reCAPTCHA verification failed. Please try again.',
    });
  });

  it('answers invalid-argument with a message for bad payloads', async () => {
    const guest = guestClient();
    clients.push(guest);
    const cases: [unknown, string][] = [
      [{ token: 't', action: 'checkout' }, 'action must be signup or login'],
      [{ token: '', action: 'signup' }, 'token must not be empty'],
      [{ token: 'x'.repeat(5000), action: 'signup' }, 'token must be at most 4096 characters'],
      [
        { token: 't', action: 'login', score: 1 },
        'Send {token, action}: the reCAPTCHA token and signup or login.',
      ],
    ];
    for (const [data, message] of cases) {
      const error = await callError(guest.callUnchecked('verify-recaptcha', data));
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toContain(message);
    }
  });
});
