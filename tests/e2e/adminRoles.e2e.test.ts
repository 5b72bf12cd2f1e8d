import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { grantRoleCli } from './grantRoleCli';
import { clientsClosedAfterAll, verifyEmail, type WebClient, TEST_PASSWORD } from './webClient';

/**
 * The admin guard, /admin-login and the Roles screen of the built site (travel.md §2, §4, §6),
 * with accounts made through the web SDK and the first owner by the operator's CLI.
 */
const { signedIn } = clientsClosedAfterAll();
/** signedInClient's password for every account it makes. */
const DASHBOARD = '/dashboard-admin?tab=roles';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The emulator starts each function's worker on its first call, which can take longer than a
  // page waits on a busy machine: every function these pages call is called once here first,
  // one at a time so the cold starts do not compete.
  const warmUp = await signedIn();
  await warmUp.call('verify-recaptcha', { token: 'warm-up', action: 'login' });
  await warmUp.call('get-roles');
  for (const name of ['list-role-audit', 'grant-role'] as const) {
    // Refused for its payload, which is enough to start the worker.
    await warmUp.callUnchecked(name, { role: 'analyst' }).catch(() => undefined);
  }
}, 300_000);
afterAll(() => browser?.close());

const emailOf = (client: WebClient) => client.user?.email ?? '';

async function verified() {
  const client = await signedIn();
  await verifyEmail(client);
  return client;
}

/** A fresh browser that signs in on /admin-login and lands where returnTo says. */
async function signInThroughAdminLogin(client: WebClient, returnTo = DASHBOARD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${SITE_URL}/admin-login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(emailOf(client));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnTo);
  return page;
}

describe('the support-level guard', { timeout: 120_000 }, () => {
  it('sends a signed-out visitor to /admin-login with the page as returnTo', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${SITE_URL}${DASHBOARD}`);
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(DASHBOARD);
    await page.getByLabel('E-mail').waitFor();
    await page.close();
  });

  it('shows Access Denied, exactly worded, to a signed-in user without a staff role', async () => {
    const user = await signedIn();
    const page = await signInThroughAdminLogin(user);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access the admin dashboard").waitFor();
    await page
      .getByText('Contact your administrator to request admin or support access.')
      .waitFor();
    expect(await page.getByTestId('access-denied-email').textContent()).toBe(emailOf(user));
    await page.getByRole('button', { name: 'Try Admin Login' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Try Admin Login signs this account out and offers the admin sign-in for this page.
    await page.getByRole('button', { name: 'Try Admin Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(DASHBOARD);
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByTestId('account-email').count()).toBe(0);
    await page.close();
  });
});

describe('the Roles screen', { timeout: 180_000 }, () => {
  let owner: WebClient;
  beforeAll(async () => {
    owner = await verified();
    await grantRoleCli('--email', emailOf(owner), '--role', 'owner');
  });

  it('lets an owner grant support, listed in the audit, and shows refusals as the server words them', async () => {
    const staff = await verified();
    const unverified = await signedIn();
    const page = await signInThroughAdminLogin(owner);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const audit = page.getByRole('table', { name: 'Role audit' });
    await audit.waitFor();

    const account = page.getByLabel('E-mail or user ID');
    await account.fill(emailOf(unverified));
    await page.getByRole('button', { name: 'Grant role' }).click();
    await page
      .getByRole('alert')
      .getByText('That account has not verified its e-mail address yet.', { exact: true })
      .waitFor();

    await account.fill(emailOf(staff));
    await page.getByRole('button', { name: 'Grant role' }).click();
    await page.getByText(`Granted Support to ${emailOf(staff)}.`).waitFor();
    const row = audit.getByRole('row').filter({ hasText: staff.user?.uid ?? '-' });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'grant',
      'Support',
      staff.user?.uid,
      owner.user?.uid,
    ]);
    await expectNoAxeViolations(page);
    await page.close();

    // The new support user passes the support-level guard; managing roles stays with admins.
    const staffPage = await signInThroughAdminLogin(staff);
    await staffPage.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await staffPage.getByText('Only owners and admins manage roles.').waitFor();
    expect(await staffPage.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
    await staffPage.close();
  });
});
