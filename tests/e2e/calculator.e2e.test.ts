import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { wakeFunctions } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The travel calculator (issue 17 item 2) on the built site: a trip entered in US dollars and
 * shown in euros through the converter, its total worked out here from the shipped rates in
 * integer arithmetic, with the rate's period and the split as chart and table; the copied link
 * reopens the same inputs and result on another device; a link's malformed parameters are
 * ignored and invalid inputs say why; axe in light and dark; the home page's section.
 */

const clients = clientsClosedAfterAll();
const SNAPSHOT = new URL(
  '../../packages/travel-data/src/exchangeRates/snapshot.json',
  import.meta.url,
);

/** A decimal text as an integer and its power of ten: "0.885" → [885n, 3]. */
function scaled(text: string): [bigint, number] {
  const [whole = '', fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), fraction.length];
}

/** amount × to ÷ from, rounded half up to 2 decimals, independent of any decimal library. */
function converted(amount: string, from: string, to: string): string {
  const [a, aScale] = scaled(amount);
  const [t, tScale] = scaled(to);
  const [f, fScale] = scaled(from);
  const exponent = 2 - aScale - tScale + fScale;
  let numerator = a * t;
  let denominator = f;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator *= 10n ** BigInt(-exponent);
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const text = rounded.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

async function perDollar(code: string): Promise<string> {
  const snapshot = JSON.parse(await readFile(SNAPSHOT, 'utf8')) as {
    rates: Record<string, { perBase: string }>;
  };
  const rate = snapshot.rates[code]?.perBase;
  if (!rate) throw new Error(`the shipped snapshot has no rate for ${code}`);
  return rate;
}

const eur = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    amount as Intl.StringNumericLiteral,
  );

/** The trip: 450.10 × 3 flights, 120.35 × 4 nights × 2 rooms, 60.05 × 5 days × 3 travellers. */
const TRIP = {
  Travellers: '3',
  Flights: '450.10',
  Nights: '4',
  'Lodging per night (per room)': '120.35',
  Rooms: '2',
  'Daily spend per traveller': '60.05',
  Days: '5',
} as const;
const TRIP_TOTAL_USD = '3213.85';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await wakeFunctions(clients.guest(), ['currencies-list', 'currency-convert']);
}, 180_000);
afterAll(() => browser?.close());

/** A page on a device of its own (its conversions count on their own fingerprint). */
async function newPage(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', colorScheme });
  context.setDefaultTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
  await context.addInitScript(
    (hash) => localStorage.setItem('device_fingerprint', hash),
    randomBytes(4).toString('hex'),
  );
  const page = await context.newPage();
  await page.goto(`${SITE_URL}${path}`);
  // On home the calculator is a section below the fold: its code loads as the visitor nears it.
  await page.getByRole('button', { name: /Amounts in/ }).scrollIntoViewIfNeeded();
  // The pickers name currencies in full once the page runs and the list has come: typing
  // before the page runs would be lost, and a link is opened only once the list is known.
  const listFailed = page.getByText('The currency list is unavailable right now', { exact: false });
  await expect
    .poll(
      async () =>
        (await listFailed.count()) > 0
          ? 'the currencies-list call failed'
          : page.getByRole('button', { name: /Amounts in/ }).textContent(),
      {
        // A cold currencies-list worker on a busy machine can take more than a minute.
        timeout: 150_000,
      },
    )
    .toMatch(/ — /);
  return page;
}

const total = (page: Page) => page.getByTestId('trip-total');

describe('the travel calculator', () => {
  it('splits a trip in the chosen currency with the rate date, and its link reopens it', async () => {
    const page = await newPage('/travel-calculator');
    await page.getByRole('heading', { level: 1, name: 'Travel Calculator' }).waitFor();
    for (const [label, value] of Object.entries(TRIP)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: /Show in/ }).click();
    await page.getByRole('option', { name: /^EUR — Euro/ }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();

    const euros = converted(TRIP_TOTAL_USD, await perDollar('USD'), await perDollar('EUR'));
    await expect.poll(() => total(page).textContent()).toBe(`Total: ${eur(euros)}`);
    await page.getByText('Entered as $3,213.85.').waitFor();
    const rate = await page.getByTestId('trip-rate').textContent();
    expect(rate).toContain('Official exchange rate, 2025 annual average.');
    expect(rate).toContain('Source: World Bank');
    // The chart names its parts; the table's three parts add up to the converted total.
    await page.getByRole('img', { name: /^Split of the trip's cost: Flights \d+%/ }).waitFor();
    const table = page.getByRole('table', { name: "The trip's cost by part, in EUR" });
    const cents = await Promise.all(
      ['Flights', 'Lodging', 'Daily spend'].map(async (part) => {
        const row = table.getByRole('row').filter({ hasText: part });
        const amount = (await row.getByRole('cell').nth(1).textContent()) ?? '';
        return Number(amount.replace(/[^\d]/g, ''));
      }),
    );
    expect(cents.reduce((sum, part) => sum + part, 0)).toBe(Number(euros.replace('.', '')));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${SITE_URL}/travel-calculator\\?flights=450\\.10&`));

    const reopened = await newPage(link.slice(SITE_URL.length), 'dark');
    await expect.poll(() => total(reopened).textContent()).toBe(`Total: ${eur(euros)}`);
    for (const [label, value] of Object.entries(TRIP)) {
      expect(await reopened.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(
        value,
      );
    }
    expect(await reopened.getByRole('button', { name: /Show in/ }).textContent()).toContain('EUR');
    await expectNoAxeViolations(reopened);
  }, 240_000);

  it.each(['light', 'dark'] as const)(
    'ignores malformed link parameters and says why the rest is refused (%s)',
    async (colorScheme) => {
      const page = await newPage(
        '/travel-calculator?flights=abc&nights=-3&lodging=1e9&travellers=0&rooms=2&daily=15&days=2' +
          '&currency=usd&showIn=XYZ&flightsPer=everyone',
        colorScheme,
      );
      // The well-formed parameters are filled in, the malformed ones left empty or at defaults.
      await page.getByText('The number of travellers must be from 1 to 50.').waitFor();
      await page.getByText('Enter the flight cost.').waitFor();
      await page.getByText('Enter the number of nights.').waitFor();
      expect(await page.getByRole('textbox', { name: 'Rooms' }).inputValue()).toBe('2');
      expect(await page.getByRole('textbox', { name: 'Flights' }).inputValue()).toBe('');
      expect(await page.getByRole('button', { name: /Amounts in/ }).textContent()).toContain('USD');
      expect(await total(page).count()).toBe(0);
      await expectNoAxeViolations(page);

      await page.getByRole('textbox', { name: 'Travellers' }).fill('2');
      await page.getByRole('textbox', { name: 'Flights' }).fill('-20');
      await page.getByRole('textbox', { name: 'Nights' }).fill('1');
      await page.getByRole('textbox', { name: 'Lodging per night (per room)' }).fill('20000000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByText('The flight cost cannot be negative.').waitFor();
      await page.getByText('The lodging cost per night must be at most 10,000,000.').waitFor();

      await page.getByRole('textbox', { name: 'Flights' }).fill('100');
      await page.getByRole('textbox', { name: 'Lodging per night (per room)' }).fill('80');
      await page.getByRole('button', { name: 'Calculate' }).click();
      // 100 × 2 + 80 × 1 × 2 + 15 × 2 × 2, in the entry currency: no conversion needed.
      await expect.poll(() => total(page).textContent()).toBe('Total: $420.00');
      await expectNoAxeViolations(page);
    },
    180_000,
  );

  it('is a section of the home page', async () => {
    const page = await newPage('/');
    await page.getByRole('heading', { level: 2, name: 'Travel Calculator' }).waitFor();
  }, 240_000);
});
