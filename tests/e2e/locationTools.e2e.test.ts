import { emergencyNumbersFor } from '@voyagent/travel-data/emergencyNumbers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { signInOnSite } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The location tools on the home page (issue 12 item 5): with a granted position at Paris
 * (DevTools geolocation override), Emergency Info shows France's numbers with their source and
 * Nearby Restaurants lists places nearest first; with the permission denied, the tool says why and
 * the manual country choice still gives the numbers.
 */

const clients = clientsClosedAfterAll();
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Wakes both functions' workers: a cold emulator worker is slow.
  const guest = clients.guest();
  await Promise.all([
    guest.callUnchecked('emergency-info', { ...PARIS, userLanguage: 'en' }).catch(() => null),
    guest.callUnchecked('nearby-places', PARIS).catch(() => null),
  ]);
}, 180_000);
afterAll(() => browser?.close());

/** The home page with the geolocation permission granted or denied, the position at Paris. */
async function homePage(
  permission: 'granted' | 'denied',
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ locale: 'en-US' });
  // Shorter than the test's own limit, so a missing element is named rather than timed out.
  context.setDefaultTimeout(30_000);
  // Granted for the site's origin; otherwise headless Chromium answers the prompt with a denial.
  if (permission === 'granted')
    await context.grantPermissions(['geolocation'], { origin: SITE_URL });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setGeolocationOverride', { ...PARIS, accuracy: 10 });
  await page.goto(SITE_URL);
  await page.getByRole('heading', { name: 'Quick actions' }).waitFor();
  return { page, context };
}

/** "350 m" or "1.2 km" back to metres. */
function metres(text: string): number {
  const match = /([\d.,]+)\s*(k?m)/.exec(text);
  if (!match?.[1]) throw new Error(`not a distance: ${text}`);
  const value = Number(match[1].replaceAll(',', ''));
  return match[2] === 'km' ? value * 1000 : value;
}

describe('the location functions through the web SDK', () => {
  it('emergency-info and nearby-places answer a guest at Paris', async () => {
    const guest = clients.guest();
    const emergency = await guest.call('emergency-info', { ...PARIS, userLanguage: 'en-US' });
    expect(emergency.country).toEqual({ code: 'FR', name: 'France' });
    expect(emergency.numbers.general).toBe('112');
    const nearby = await guest.call('nearby-places', {
      ...PARIS,
      type: 'restaurant',
      radius: 5000,
    });
    expect(nearby.places.length).toBeGreaterThan(5);
  });
});

/** The dialog's text, to name what it showed instead when an expected element never came. */
async function showing(page: Page, name: string, expected: Promise<unknown>): Promise<void> {
  try {
    await expected;
  } catch (error) {
    const text = await page.getByRole('dialog', { name }).textContent();
    throw new Error(`The ${name} dialog showed: ${text}`, { cause: error });
  }
}

describe('location tools with the position granted (Paris)', () => {
  it('shows the quick-actions card in 3 columns (SI-219), without Offline Maps for a guest', async () => {
    const { page, context } = await homePage('granted');
    const grid = page.getByRole('list').filter({ has: page.getByText('Emergency Info') });
    const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns);
    expect(columns.split(' ')).toHaveLength(3);
    for (const label of [
      'Emergency Info',
      'My Location',
      'Quick Translate',
      'Safety Check',
      'Quick Budget',
      'Nearby Restaurants',
    ]) {
      await expect.poll(() => grid.getByText(label, { exact: true }).count()).toBe(1);
    }
    // Only the card is the paid users' (the home's tool lists may name /offline-maps, which then
    // offers the upgrade).
    expect(await grid.getByText('Offline Maps').count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('Emergency Info shows France, 112 and the dataset source', async () => {
    const france = emergencyNumbersFor('FR');
    expect(france?.general).toBe('112');
    const { page, context } = await homePage('granted');
    await page.getByRole('button', { name: 'Emergency Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency Info' });
    await showing(
      page,
      'Emergency Info',
      dialog.getByRole('heading', { name: 'France' }).waitFor(),
    );
    const numbers = dialog.getByRole('list', { name: 'Emergency numbers in France' });
    await expect.poll(() => numbers.getByRole('link', { name: '112' }).count()).toBe(2);
    await numbers.getByRole('link', { name: france?.police ?? '' }).waitFor();
    expect(await numbers.getByRole('link', { name: '112' }).first().getAttribute('href')).toBe(
      'tel:112',
    );
    await dialog
      .getByText(/Source: Wikipedia, List of emergency telephone numbers \(CC BY-SA\)/)
      .waitFor();
    await dialog.getByText('(data of Jun 30, 2023)', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('Nearby Restaurants lists places nearest first, with the OpenStreetMap credit', async () => {
    const { page, context } = await homePage('granted');
    await page.getByRole('button', { name: 'Nearby Restaurants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nearby Restaurants' });
    const list = dialog.getByRole('list', { name: 'Restaurants, nearest first' });
    await showing(page, 'Nearby Restaurants', list.waitFor());
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(5);
    const distances = (await list.locator('li > span:nth-child(2)').allTextContents()).map(metres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5000);
    await dialog.getByText('Data: © OpenStreetMap contributors, ODbL').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('My Location shows the coordinates with a maps link', async () => {
    const { page, context } = await homePage('granted');
    await page.getByRole('button', { name: 'My Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Location' });
    await dialog.getByText('48.85660, 2.35220').waitFor();
    expect(
      await dialog.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=48.8566%2C2.3522');
    await dialog.getByRole('button', { name: 'Copy coordinates' }).waitFor();
    await context.close();
  });
});

describe(
  'the map for a signed-in traveller, with no maps key configured',
  { timeout: 180_000 },
  () => {
    it('says "Google Maps API key not configured" and never loads the map frame', async () => {
      const traveller = await clients.signedIn();
      // get-maps-key refuses without MAPS_API_KEY (the emulator has none); this wakes its worker.
      await traveller.callUnchecked('get-maps-key', {}).catch(() => null);
      const { page, context } = await homePage('granted');
      // Signing in on the site passes the reCAPTCHA check and loads the account: slow when cold.
      context.setDefaultTimeout(90_000);
      const frameRequests: string[] = [];
      context.on('request', (request) => {
        // Requests of the page and its frames only: the service worker's are not the dialog's.
        if (request.serviceWorker()) return;
        if (new URL(request.url()).pathname.startsWith('/maps-frame')) {
          frameRequests.push(request.url());
        }
      });
      await signInOnSite(page, traveller.user?.email ?? '');
      await page.goto(SITE_URL);
      await page.getByRole('button', { name: 'My Location' }).click();
      const dialog = page.getByRole('dialog', { name: 'My Location' });
      await dialog.getByText('48.85660, 2.35220').waitFor();
      await showing(
        page,
        'My Location',
        dialog.getByText('Google Maps API key not configured').waitFor(),
      );
      expect(await dialog.locator('iframe').count()).toBe(0);
      expect(frameRequests).toEqual([]);
      await expectNoAxeViolations(page);
      await context.close();
    });
  },
);

describe('location tools with the permission denied', () => {
  it('says why, then the manual country choice gives the numbers', async () => {
    const { page, context } = await homePage('denied');
    await page.getByRole('button', { name: 'Emergency Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency Info' });
    await dialog.getByText('Unable to get location for emergency info').waitFor();
    await dialog.getByText('Location access denied by user').waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: /Choose your country/ }).click();
    await page.getByRole('option', { name: 'Japan', exact: true }).click();
    await dialog.getByRole('button', { name: 'Show numbers' }).click();
    await showing(page, 'Emergency Info', dialog.getByRole('heading', { name: 'Japan' }).waitFor());
    const japan = emergencyNumbersFor('JP');
    await dialog
      .getByRole('list', { name: 'Emergency numbers in Japan' })
      .getByRole('link', { name: japan?.police ?? '' })
      .waitFor();
    await context.close();
  });

  it('Nearby Restaurants says it could not get the location', async () => {
    const { page, context } = await homePage('denied');
    await page.getByRole('button', { name: 'Nearby Restaurants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nearby Restaurants' });
    await dialog.getByText('Unable to get location for nearby search').waitFor();
    await dialog.getByText('Location access denied by user').waitFor();
    await context.close();
  });
});
