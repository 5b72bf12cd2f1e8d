import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll } from './webClient';

/**
 * The promotion pages on the built site (shell.md §2, §4): /app-launch with its countdown and a
 * guest Claim that reaches the local checkout at 50% off, the server's refusal of an unknown code,
 * /black-friday-2025 and /download, and the launch splash's Claim landing on /app-launch.
 */

const clients = clientsClosedAfterAll();
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // Wakes create-checkout's worker (any answer does): a cold emulator worker is slow.
  await clients
    .guest()
    .callUnchecked('create-checkout', {})
    .catch(() => null);
}, 180_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function open(path: string, from = browser): Promise<Page> {
  const context = await from.newContext({ locale: 'en-US' });
  contexts.push(context);
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${SITE_URL}${path}`);
  return page;
}

const seconds = (page: Page) =>
  page.getByRole('timer', { name: 'Offer ends in' }).locator('span').nth(6).textContent();

describe('/app-launch', () => {
  it('shows the launch offer with a ticking countdown, then a guest claim checks out Lifetime at 50% off', async () => {
    const page = await open('/app-launch?promo=BLACKFRIDAY50');
    await page
      .getByRole('heading', { level: 1, name: '50% OFF Premium Lifetime Access' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    await page.getByText('LAUNCH SPECIAL').waitFor();
    await page.getByRole('heading', { name: 'What Lifetime includes' }).waitFor();
    // The countdown renders once the prerendered markup is hydrated, so Claim is live after it.
    const first = await seconds(page);
    await expect.poll(() => seconds(page), { timeout: 5_000 }).not.toBe(first);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Claim 50% OFF Now' }).click();
    await page.waitForURL(/\/payments-checkout\?session=/);
    await page.getByText('50% off: $99.50 once').waitFor();
    await page.getByText('Lifetime').first().waitFor();
    // A guest gives the e-mail the purchase is kept under.
    await page.getByLabel('E-mail for your purchase').waitFor();
  }, 120_000);

  it("shows the server's refusal of an unknown code", async () => {
    const page = await open('/app-launch?promo=SUMMER10');
    // The link's code is shown once hydrated (the prerendered page has the launch code).
    await page.getByText('The code in your link, SUMMER10, is checked when you claim.').waitFor();
    await page.getByRole('button', { name: 'Claim 50% OFF Now' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to create checkout session: This promo code is not valid.' })
      .first()
      .waitFor();
    expect(page.url()).toBe(`${SITE_URL}/app-launch?promo=SUMMER10`);
    await expectNoAxeViolations(page);
  }, 120_000);
});

describe('/black-friday-2025 and /download', () => {
  it('shows the Black Friday offer: the code, the free trial, the countdown', async () => {
    const page = await open('/black-friday-2025');
    await page.getByRole('heading', { level: 1, name: 'Black Friday 2025' }).waitFor();
    await page.getByText('BLACKFRIDAY50', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy code' }).waitFor();
    await page.getByRole('timer', { name: 'Offer ends in' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Start your free trial' }).getAttribute('href'),
    ).toBe('/free-trial');
    await page.getByRole('button', { name: 'Claim 50% OFF Now' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows how to install, with no store link while none is configured, on both paths', async () => {
    for (const path of ['/download', '/pwabuilder']) {
      const page = await open(path);
      await page.getByRole('heading', { level: 1, name: 'Get the Voyagent app' }).waitFor();
      await page.getByRole('button', { name: 'Install Free App' }).waitFor();
      await page.getByRole('heading', { name: 'How to install' }).waitFor();
      await page.getByRole('heading', { name: 'iPhone and iPad (Safari)' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Native apps' }).count()).toBe(0);
      await expectNoAxeViolations(page);
    }
  });
});

describe('the launch splash', () => {
  let firstVisits: Browser;
  beforeAll(async () => {
    firstVisits = await launchBrowser({ launchSplash: true });
  });
  afterAll(() => firstVisits?.close());

  it('Claim lands on the /app-launch page, not the not-found screen', async () => {
    const page = await open('/', firstVisits);
    await page
      .getByRole('dialog', { name: '50% OFF Premium Lifetime Access' })
      .getByRole('button', { name: 'Claim 50% OFF Now' })
      .click();
    await page.waitForURL(`${SITE_URL}/app-launch?promo=BLACKFRIDAY50`);
    await page
      .getByRole('heading', { level: 1, name: '50% OFF Premium Lifetime Access' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});
