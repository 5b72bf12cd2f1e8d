import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { chooseFirstOption, signInOnSite, wakeFunctions } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The daily search cap on the built site (travel.md §1, §3, §9; issue 17 item 8): the partner's
 * page opens at once while the count travels in the background, and at 25 searches the next one
 * is refused with the guard's text and the usage banner.
 */

/** The emulator build's partner pages (apps/site/.env.emulator): a reserved, unreachable domain. */
const PARTNER_ORIGIN = 'https://partner.example';
/** `signedInClient`'s password for the accounts it creates. */
const LIMIT_TEXT =
  "Daily limit reached: you've used all 25 free searches for today. Upgrade for unlimited use.";

/** The functions the pages call, each woken once before the test. */
const FUNCTIONS_THE_PAGE_CALLS = [
  'get-profile',
  'check-subscription',
  'get-user-usage',
  'increment-user-usage',
  'airport-suggestions',
] as const;

const clients = clientsClosedAfterAll();
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await clients.signedIn();
  await wakeFunctions(user, FUNCTIONS_THE_PAGE_CALLS);
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the daily search cap', () => {
  it('opens the 25th search at once, counts it, and refuses the 26th with the banner', async () => {
    const user = await clients.signedIn();
    const email = user.user?.email ?? '';
    // 24 searches used today, through the usage callable as the site counts them (10 at most a call).
    for (const increment of [10, 10, 4]) {
      await user.call('increment-user-usage', { usage_type: 'search_requests', increment });
    }

    context = await browser.newContext();
    context.setDefaultTimeout(60_000);
    await context.route(`${PARTNER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner results</title>' }),
    );
    // The count is held back until the partner's page has opened: the search must not wait for it.
    let releaseCount = () => {};
    const countHeld = new Promise<void>((resolve) => {
      releaseCount = resolve;
    });
    let countsSent = 0;
    await context.route('**/increment-user-usage', async (route) => {
      countsSent += 1;
      await countHeld;
      await route.continue();
    });

    const page = await context.newPage();
    await signInOnSite(page, email);

    await page.goto(`${SITE_URL}/flights`);
    await page.getByRole('heading', { level: 1, name: 'Search flights' }).waitFor();
    await page.getByText('1 free searches left today').waitFor();
    await chooseFirstOption(page, 'From', 'JFK');
    await chooseFirstOption(page, 'To', 'LHR');
    await page.keyboard.press('Tab');
    const year = new Date().getFullYear() + 1;
    await page.keyboard.type(`0704${year}0714${year}`);
    const search = page.getByRole('button', { name: 'Search Flights' });

    const [partnerPage] = await Promise.all([context.waitForEvent('page'), search.press('Enter')]);
    await partnerPage.waitForLoadState();
    expect(new URL(partnerPage.url()).origin).toBe(PARTNER_ORIGIN);
    // The tab opened while the count was still held back.
    await expect.poll(() => countsSent).toBe(1);
    releaseCount();

    // The usage banner; a plain string would also match the refusal at the form (case-insensitive).
    const usedUp = page.getByRole('alert').filter({
      hasText: /^You've used all 25 free searches for today/,
    });
    await usedUp.waitFor();

    await search.press('Enter');
    await page.getByRole('alert').filter({ hasText: LIMIT_TEXT }).waitFor();
    expect(context.pages()).toHaveLength(2);
    expect(countsSent).toBe(1);
    await usedUp.waitFor();
    await expectNoAxeViolations(page);

    // The refused search was never counted: the server holds exactly the 25.
    expect(await user.call('get-user-usage', { usage_type: 'search_requests' })).toMatchObject({
      count: 25,
      remaining: 0,
    });
  }, 240_000);
});
