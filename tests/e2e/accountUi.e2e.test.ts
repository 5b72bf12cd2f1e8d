import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { signInOnSite, wakeFunctions } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The account's surfaces on the built site (travel.md §4, issue 16 item 7): the usage banner at a
 * daily cap, and the banners following a purchase within one 30 s subscription refresh.
 */

const clients = clientsClosedAfterAll();

let browser: Browser;
const contexts: BrowserContext[] = [];

/** The functions the pages call, each woken once: a cold emulator worker can take most of a minute. */
const FUNCTIONS_THE_PAGES_CALL = [
  'get-client-ip',
  'store-device-fingerprint',
  'verify-recaptcha',
  'get-profile',
  'check-subscription',
  'get-user-usage',
  'claim-discount',
  'create-checkout',
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await clients.signedIn();
  await wakeFunctions(user, FUNCTIONS_THE_PAGES_CALL);
}, 180_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  // Signing in, checking out and two refreshes wait on the emulated backend: slow on a busy machine.
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/** A page with the fake clock installed before the site loads, so its 30 s timer is ours to move. */
async function pageWithClock(): Promise<Page> {
  const page = await newPage();
  await page.clock.install();
  return page;
}

const trialBanner = (page: Page) => page.getByText('Start your 7-day free trial');
const expiredBanner = (page: Page) => page.getByText('TRIAL EXPIRED', { exact: true });
const promoCard = (page: Page) => page.getByRole('region', { name: 'Your plan' });

describe('usage banner', () => {
  it('shows a free user at the itinerary cap that all are used, accessibly', async () => {
    const user = await clients.signedIn();
    const email = user.user?.email ?? '';
    // The cap through the usage callable, as the itinerary planner would spend it.
    expect(
      await user.call('increment-user-usage', {
        usage_type: 'itinerary_generations',
        increment: 3,
      }),
    ).toMatchObject({ allowed: true, count: 3, remaining: 0 });

    const page = await newPage();
    await signInOnSite(page, email);
    const banner = page.getByRole('alert').filter({
      hasText: "You've used all 3 free itinerary generations for today",
    });
    await banner.waitFor();
    await banner.getByText('3 of 3 used.').waitFor();
    await trialBanner(page).waitFor();
    await expectNoAxeViolations(page);

    // Dismissed, it stays closed for the rest of the visit.
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await trialBanner(page).waitFor();
    expect(await banner.count()).toBe(0);
  }, 180_000);
});

describe('subscription refresh', () => {
  it('turns a free user paid after a local checkout, within one 30 s refresh', async () => {
    const user = await clients.signedIn();
    const email = user.user?.email ?? '';
    await user.call('increment-user-usage', { usage_type: 'ai_requests', increment: 8 });

    const page = await pageWithClock();
    await signInOnSite(page, email);
    await trialBanner(page).waitFor();
    await page.getByText('2 free AI requests left today').waitFor();
    expect(await promoCard(page).count()).toBe(0);

    // The purchase, in a second tab of the same browser: pricing, the local checkout page, paid.
    const shop = await page.context().newPage();
    await shop.goto(`${SITE_URL}/pricing`);
    await shop.getByRole('heading', { name: 'Plans' }).waitFor();
    // A free account sees what a paid plan changes, from the same caps the server applies.
    await shop.getByRole('row', { name: 'AI requests 10 a day Unlimited' }).waitFor();
    await expectNoAxeViolations(shop);
    await shop.getByRole('button', { name: 'Upgrade to Globetrotter' }).click();
    await shop.getByRole('button', { name: 'Complete purchase' }).click();
    await shop.waitForURL(`${SITE_URL}/dashboard?checkout=success`);
    await promoCard(shop).waitFor();
    await shop.close();

    // The first tab has not asked since: the free user's banners stay until the next refresh.
    expect(await trialBanner(page).count()).toBe(1);
    await page.clock.fastForward(30_000);
    await promoCard(page).waitFor();
    await promoCard(page).getByText("You're on Globetrotter").waitFor();
    await trialBanner(page).waitFor({ state: 'detached' });
    expect(await page.getByText('2 free AI requests left today').count()).toBe(0);
    expect(await expiredBanner(page).count()).toBe(0);
    await expectNoAxeViolations(page);
  }, 240_000);
});

describe('pricing and discount pages', () => {
  it('refuses a malformed discount link and sends a guest to sign in for the trial', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/claim-discount/not-a-token`);
    await page.getByText('This discount link is not valid.').waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${SITE_URL}/free-trial`);
    await page.getByRole('heading', { name: '7-day free trial' }).waitFor();
    await page.getByRole('link', { name: 'Sign in or create an account to start' }).waitFor();
  }, 180_000);
});
