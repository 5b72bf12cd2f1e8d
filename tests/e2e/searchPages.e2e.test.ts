import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { chooseFirstOption, PARTNER_ORIGIN, routePartnerPages } from './siteActions';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  await routePartnerPages(context);
  page = await context.newPage();
});

describe('the search pages on the built site', () => {
  // SW-002, SW-110, SW-113, SW-114
  it('opens the partner flight search in a new tab from a keyboard-filled /flights form', async () => {
    await page.goto(`${SITE_URL}/flights`);
    await page.getByRole('heading', { level: 1, name: 'Search flights' }).waitFor();
    await expectNoAxeViolations(page);

    await chooseFirstOption(page, 'From', 'JFK');
    await chooseFirstOption(page, 'To', 'LHR');
    // Tab from the destination lands on the trip dates' first segment; digits fill both ends.
    await page.keyboard.press('Tab');
    const year = new Date().getFullYear() + 1;
    await page.keyboard.type(`0704${year}0714${year}`);
    const [partnerPage] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Search Flights' }).press('Enter'),
    ]);
    await partnerPage.waitForLoadState();

    const url = new URL(partnerPage.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${PARTNER_ORIGIN}/Flights-Search`);
    expect(url.searchParams.get('leg1')).toMatch(
      new RegExp(`^from:.*\\(JFK\\),to:.*\\(LHR\\),departure:7/4/${year}TANYT$`),
    );
    expect(url.searchParams.get('leg2')).toMatch(
      new RegExp(`^from:.*\\(LHR\\),to:.*\\(JFK\\),departure:7/14/${year}TANYT$`),
    );
    expect(url.searchParams.get('trip')).toBe('roundtrip');
    expect(url.searchParams.get('affcid')).toBe('voyagent-emulator');
    // noopener: the partner's page has no handle on ours.
    expect(await partnerPage.evaluate(() => window.opener)).toBeNull();
  });

  it('shows the hotel and flight search cards on the home page, accessibly', async () => {
    await page.goto(SITE_URL);
    await page.getByRole('form', { name: 'Find a hotel' }).waitFor();
    await page.getByRole('form', { name: 'Find a flight' }).waitFor();
    await expectNoAxeViolations(page);
  });

  // SW-003, SW-004, SW-115
  it('shows the text at the field and opens nothing for an empty hotel search', async () => {
    await page.goto(`${SITE_URL}/accommodation-search`);
    await page.getByRole('heading', { level: 1, name: 'Search hotels' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Search Hotels' }).press('Enter');
    await page.getByRole('alertdialog', { name: 'Invalid search parameters' }).waitFor();
    const destination = page.getByRole('combobox', { name: 'Destination' });
    expect(await destination.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Check-in date is required').waitFor();
    expect(context.pages()).toHaveLength(1);
    await expectNoAxeViolations(page);
  });
});
