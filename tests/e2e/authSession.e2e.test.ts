import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';

const password = 'Voyage2026!';

/** The verify-recaptcha payloads a page sent: the human check before sign-in and sign-up. */
function recordHumanChecks(page: Page): { action: string; token: string }[] {
  const checks: { action: string; token: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/verify-recaptcha')) {
      checks.push((request.postDataJSON() as { data: { action: string; token: string } }).data);
    }
  });
  return checks;
}

describe('/auth on auth-dialog, and the session across tabs', () => {
  let browser: Browser;
  let context: BrowserContext;
  const email = `tabs-${randomUUID()}@example.com`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext();
  });
  afterAll(() => browser?.close());

  it('signs up after the human check and returns to the page stored before sign-in', async () => {
    // AD-019, SI-172
    const page = await context.newPage();
    const checks = recordHumanChecks(page);
    await page.goto(`${SITE_URL}/email-verify`);
    // The page's own link, shown once the session is read as signed out; it stores the return
    // page (the header's Sign In, there from the first paint, does not).
    await page
      .getByRole('region', { name: 'Verify your e-mail' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Voyagent' }).waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('account-email').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/email-verify');
    expect(checks).toEqual([{ action: 'signup', token: expect.any(String) }]);
    await page.close();
  });

  it('other tabs follow sign-out and sign-in', async () => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(SITE_URL);
    await second.goto(SITE_URL);
    await first.getByTestId('account-email').waitFor();
    await second.getByTestId('account-email').waitFor();

    await first.getByRole('button', { name: /Connected/ }).click();
    await first.getByRole('menuitem', { name: 'Sign Out' }).click();
    await first.getByText('Signed out successfully').waitFor();
    await second.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await second.getByTestId('account-email').count()).toBe(0);

    const checks = recordHumanChecks(second);
    await second.getByRole('link', { name: 'Sign In' }).click();
    await second.getByLabel('E-mail').fill(email);
    await second.getByLabel('Password').fill(password);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await second
      .getByTestId('account-email')
      .waitFor()
      .catch(async (error: unknown) => {
        // Says why the sign-in did not land (the form's alert), not only that it timed out.
        throw new Error(
          `${String(error)}; form said: ${await second.getByRole('alert').allTextContents()}`,
        );
      });
    expect(checks).toEqual([{ action: 'login', token: expect.any(String) }]);
    expect(await first.getByTestId('account-email').textContent({ timeout: 10_000 })).toBe(email);
  });

  it('sends a password-reset e-mail from /auth without saying whether the account exists', async () => {
    const page = await browser.newPage();
    await page.goto(`${SITE_URL}/auth`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(`nobody-${randomUUID()}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText('Password reset e-mail sent. Check your inbox.')
      .waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });
});
