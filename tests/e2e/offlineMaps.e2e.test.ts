import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_TILE_FIXTURE_ORIGIN } from '../../scripts/lib/stack.mjs';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { startMapTileFixture, type MapTileFixture } from './mapTileFixture';
import { chooseFirstOption, signInOnSite, wakeFunctions } from './siteActions';
import { clientsClosedAfterAll, type WebClient } from './webClient';

/**
 * /offline-maps (issue 13 item 7) on the built site, its detail tiles from the local fixture
 * (mapTileFixture.ts): guests and free users get "Upgrade to Globetrotter" and the world map's
 * low zooms only; a paid user saves the area around a city within the budget shown, and with
 * the fixture stopped and the network off the map still draws that area's tiles from the cache;
 * delete removes the area and its tiles. Axe on each; the page's Content-Security-Policy refuses
 * nothing on the way, and a paid user is never shown the upgrade prompt, not even while the
 * plan is being read.
 */

const clients = clientsClosedAfterAll();
const TILE_CACHE = 'offline-map-tiles';
const UPGRADE_PROMPT = 'Upgrade to Globetrotter';

let browser: Browser;
let tiles: MapTileFixture;

beforeAll(async () => {
  browser = await launchBrowser();
  tiles = await startMapTileFixture();
  // Cold emulator workers take most of a minute: wake every function the pages and tests call.
  await wakeFunctions(clients.guest(), [
    'city-suggestions',
    'city-location',
    'create-checkout',
    'check-subscription',
    'get-profile',
    'get-user-usage',
    'get-device-usage',
    'verify-recaptcha',
    'get-client-ip',
    'store-device-fingerprint',
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await tiles?.close();
});

/** A Globetrotter subscriber, through the local checkout as a buyer would. */
async function paidUser(): Promise<WebClient> {
  const user = await clients.signedIn();
  const { url } = await user.call('create-checkout', {});
  const html = await (await fetch(url)).text();
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action: 'complete' }).toString(),
    redirect: 'manual',
  });
  expect(await user.call('check-subscription')).toMatchObject({ subscribed: true });
  return user;
}

/**
 * Everything a Content-Security-Policy refuses in the context's pages and workers, kept across
 * reloads: each `securitypolicyviolation` event as "directive blocked-uri" (the listener is an
 * init script, which runs through the DevTools protocol outside the policy, and reports through
 * a binding, which outlives the page), and each console error where Chromium says what a policy
 * refused.
 */
async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: string) => {
    refused.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  return refused;
}

/**
 * Whether /offline-maps showed its upgrade link in any page of the context, even for a moment:
 * each change of the page is checked as it happens, so a prompt replaced a second later counts.
 */
async function watchUpgradePrompt(context: BrowserContext): Promise<{ shown: () => boolean }> {
  let shown = false;
  await context.exposeBinding('reportUpgradePrompt', () => {
    shown = true;
  });
  await context.addInitScript((prompt) => {
    const report = () =>
      (window as unknown as { reportUpgradePrompt: () => void }).reportUpgradePrompt();
    const check = () => {
      // Other pages (home's offers, /pricing) rightly offer the same upgrade to everyone.
      if (location.pathname !== '/offline-maps') return;
      const links = document.querySelectorAll('main a[href="/pricing"]');
      if ([...links].some((link) => link.textContent?.trim() === prompt)) report();
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, UPGRADE_PROMPT);
  return { shown: () => shown };
}

const map = (page: Page) => page.getByRole('region', { name: 'Map', exact: true });

/** The saved tiles' URLs in the page's Cache Storage. */
const cachedTiles = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, TILE_CACHE);

describe('offline maps', () => {
  it(
    'offers guests and free users the upgrade and the world map only',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      context.setDefaultTimeout(60_000);
      const refused = await watchCspViolations(context);
      const page = await context.newPage();
      const servedBefore = tiles.served();
      await page.goto(`${SITE_URL}/offline-maps`);
      const upgrade = page.getByRole('link', { name: UPGRADE_PROMPT });
      expect(await upgrade.getAttribute('href')).toBe('/pricing');
      await map(page).locator('canvas').waitFor();
      await expectNoAxeViolations(page);

      // A free account: the same prompt; a chosen city shows at the basemap's deepest zoom, 5.
      const free = await clients.signedIn();
      await signInOnSite(page, free.user?.email ?? '');
      await page.goto(`${SITE_URL}/offline-maps`);
      // Decided once the account's plan and counters are read.
      await upgrade.waitFor({ timeout: 120_000 });
      await chooseFirstOption(page, 'City', 'Lisbon');
      // The city's coordinates come from city-location: slow on a busy machine.
      await page.getByText('Showing Lisbon, Portugal at zoom 5.').waitFor({ timeout: 120_000 });
      expect(await map(page).locator('canvas').getAttribute('aria-label')).toBe(
        'Map: Showing Lisbon, Portugal at zoom 5.',
      );
      expect(await page.getByRole('button', { name: 'Save this area' }).count()).toBe(0);
      expect(tiles.served()).toBe(servedBefore);
      expect(refused).toEqual([]);
      await context.close();
    },
  );

  it(
    'saves an area for a paid user, draws it from the cache offline, and deletes it with its tiles',
    { timeout: 900_000 },
    async () => {
      const user = await paidUser();
      const context = await browser.newContext({ locale: 'en-US' });
      context.setDefaultTimeout(60_000);
      const refused = await watchCspViolations(context);
      const upgradePrompt = await watchUpgradePrompt(context);
      const page = await context.newPage();
      await signInOnSite(page, user.user?.email ?? '');
      await page.goto(`${SITE_URL}/offline-maps`);
      // The worker installs its whole precache first: slow on a busy machine.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 180_000,
      });
      // Shown once the plan is read (the usage counters, read alongside, do not hold it back).
      await page
        .getByText('Each area may take up to 50 MB.', { exact: false })
        .waitFor({ timeout: 120_000 });
      expect(upgradePrompt.shown()).toBe(false);

      await chooseFirstOption(page, 'City', 'Paris');
      await page.getByText('Showing Paris, France at zoom 11.').waitFor({ timeout: 120_000 });
      await expect
        .poll(() => map(page).getAttribute('data-detail-drawn'), { timeout: 60_000 })
        .toBe('true');
      expect(await page.getByLabel('Area name').inputValue()).toBe('Paris, France');
      await page.getByRole('button', { name: 'Save this area' }).click();
      const saved = page.getByText(
        /^Saved Paris, France for offline use: (\d+) tiles, [\d.]+ MB\.$/,
      );
      await saved.waitFor({ timeout: 120_000 });
      const tileCount = Number(/: (\d+) tiles/.exec((await saved.textContent()) ?? '')?.[1]);
      const stored = await cachedTiles(page);
      // Zooms 11 to 13 of the view: a few hundred tiles at most, each from the fixture.
      expect(tileCount).toBeGreaterThan(10);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.length).toBeLessThanOrEqual(tileCount);
      for (const url of stored)
        expect(url).toMatch(new RegExp(`^${MAP_TILE_FIXTURE_ORIGIN}/tiles/1[123]/`));
      const list = page.getByRole('list', { name: 'Saved areas' });
      await list.getByRole('heading', { name: 'Paris, France' }).waitFor();
      await list.getByText(new RegExp(`^Zoom 11–13 · ${tileCount} tiles · `)).waitFor();
      await expectNoAxeViolations(page);

      // No provider, no network: whatever detail the map draws now comes from the saved tiles.
      await tiles.close();
      await context.setOffline(true);
      await page.reload();
      await list.getByRole('button', { name: 'Show Paris, France' }).click();
      await expect
        .poll(() => map(page).getAttribute('data-detail-drawn'), { timeout: 60_000 })
        .toBe('true');
      await page.getByText(/^Showing Paris, France at zoom 1[123]\.$/).waitFor();
      await expectNoAxeViolations(page);

      // Back online the plan is confirmed again; delete takes the area and its tiles.
      await context.setOffline(false);
      await page.reload();
      await list.getByRole('button', { name: 'Delete Paris, France' }).click({ timeout: 240_000 });
      await page.getByText('No areas saved on this device yet.').waitFor();
      expect(await cachedTiles(page)).toEqual([]);
      expect(upgradePrompt.shown()).toBe(false);
      expect(refused).toEqual([]);
      await context.close();
    },
  );
});
