import type { BrowserContext, Page } from 'playwright-core';
import { SITE_URL } from './browser';
import { grantRoleCli } from './grantRoleCli';
import { TEST_PASSWORD, verifyEmail, type WebClient } from './webClient';

/**
 * What many browser tests do on the built site, written once: wake the functions a page calls,
 * sign in through the site's form, wait for the dashboard, pick from an autocomplete, stand in
 * for the partner sites.
 */

/**
 * Calls each function once so its emulator worker is up before a page needs it: a cold worker can
 * take most of a minute. Any answer wakes it, a refusal of the payload included.
 */
export async function wakeFunctions(
  client: WebClient,
  names: readonly Parameters<WebClient['callUnchecked']>[0][],
  payload: Record<string, unknown> = {},
): Promise<void> {
  await Promise.all(names.map((name) => client.callUnchecked(name, payload).catch(() => null)));
}

/** Signs in through /auth with the test accounts' password; waits for the header's account. */
export async function signInOnSite(page: Page, email: string): Promise<void> {
  await page.goto(`${SITE_URL}/auth`);
  await page.getByLabel('E-mail').first().fill(email);
  const password = page.getByLabel('Password', { exact: true }).first();
  await password.fill(TEST_PASSWORD);
  await password.press('Enter');
  await page.getByText(email).first().waitFor();
}

/**
 * /dashboard with every section read. Each section grows from "Loading..." to its content, moving
 * the ones below it: a click that lands as one of them grows (between press and release) misses.
 */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
  await page
    .getByRole('main')
    .getByText('Loading...', { exact: true })
    .first()
    .waitFor({ state: 'detached' });
}

/**
 * A new support-level account: opened by `signedIn` (a clientsClosedAfterAll opener, so it is
 * closed after the file), its e-mail verified and the support role granted by the operator's CLI.
 */
export async function supportClient(signedIn: () => Promise<WebClient>): Promise<WebClient> {
  const support = await signedIn();
  await verifyEmail(support);
  await grantRoleCli('--email', support.user?.email ?? '', '--role', 'support');
  return support;
}

/** Chooses the first suggestion the backend offers for `query` in the combobox `field`, by keyboard. */
export async function chooseFirstOption(page: Page, field: string, query: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).focus();
  await page.keyboard.type(query);
  await page
    .getByRole('option', { name: new RegExp(query) })
    .first()
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The emulator build's partner pages (apps/site/.env.emulator): a reserved, unreachable domain. */
export const PARTNER_ORIGIN = 'https://partner.example';

/** The partner cannot be reached from here: answers for it, so a new tab settles on its URL. */
export async function routePartnerPages(context: BrowserContext): Promise<void> {
  await context.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner results</title>' }),
  );
}
