import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { currencyConvert, FREE_DAILY_CAPS } from '@voyagent/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll } from './webClient';
import { wakeFunctions } from './siteActions';

/**
 * The currency converter (/currency-converter) on the built site (issue 13 item 1): a conversion
 * whose figure is worked out here from the shipped snapshot, with its period and source; an
 * amount that is not a number and one the server refuses; the refusal at the daily cap with the
 * usage banner; axe on each.
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

/**
 * amount × to ÷ from, rounded half up to `digits` decimals, in integer arithmetic: independent of
 * the decimal library the service uses.
 */
function expectedAmount(amount: string, from: string, to: string, digits: number): string {
  const [a, aScale] = scaled(amount);
  const [t, tScale] = scaled(to);
  const [f, fScale] = scaled(from);
  // a·10^-aScale × t·10^-tScale ÷ (f·10^-fScale), times 10^digits, as one fraction of integers.
  const exponent = digits - aScale - tScale + fScale;
  let numerator = a * t;
  let denominator = f;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator *= 10n ** BigInt(-exponent);
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const text = rounded.toString().padStart(digits + 1, '0');
  return `${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`;
}

async function perDollar(code: string): Promise<string> {
  const snapshot = JSON.parse(await readFile(SNAPSHOT, 'utf8')) as {
    rates: Record<string, { perBase: string }>;
  };
  const rate = snapshot.rates[code]?.perBase;
  if (!rate) throw new Error(`the shipped snapshot has no rate for ${code}`);
  return rate;
}

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    amount as Intl.StringNumericLiteral,
  );
const eur = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    amount as Intl.StringNumericLiteral,
  );

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await wakeFunctions(clients.guest(), ['currencies-list']);
}, 180_000);
afterAll(() => browser?.close());

/** A page on its own device: each test's conversions count on a fingerprint of its own. */
async function newPage(fingerprint = randomBytes(4).toString('hex')): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(
    (hash) => localStorage.setItem('device_fingerprint', hash),
    fingerprint,
  );
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/currency-converter`);
  await page.getByRole('heading', { level: 1, name: 'Currency Converter' }).waitFor();
  await page.getByRole('button', { name: 'Convert' }).waitFor();
  return page;
}

async function convert(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Convert' }).click();
}

describe('the currency converter', () => {
  // Two conversions and an axe run, on a cold worker: more than the default minute.
  it('converts 100 EUR to USD at the shipped rate, with its period and source, and swaps', async () => {
    const [euroPerDollar, dollar] = await Promise.all([perDollar('EUR'), perDollar('USD')]);
    const page = await newPage();
    await expect
      .poll(() => page.getByRole('button', { name: /From/ }).textContent())
      .toContain('EUR — Euro (€)');
    await convert(page, '100');

    const result = page.getByTestId('currency-result');
    const dollars = expectedAmount('100', euroPerDollar, dollar, 2);
    await expect.poll(() => result.textContent()).toBe(`€100.00 = ${usd(dollars)}`);
    const source = page.getByTestId('currency-source');
    expect(await source.textContent()).toContain('Official exchange rate, 2025 annual average.');
    await page
      .getByRole('link', { name: /Source: World Bank, World Development Indicators/ })
      .waitFor();
    expect(await source.textContent()).toContain('(CC BY 4.0), data updated July 13, 2026.');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await convert(page, '100');
    const euros = expectedAmount('100', dollar, euroPerDollar, 2);
    await expect.poll(() => result.textContent()).toBe(`$100.00 = ${eur(euros)}`);
  }, 120_000);

  it('says what to type for an amount that is not a number, and shows the refusal of -5', async () => {
    const page = await newPage();
    await convert(page, 'abc');
    await page.getByText('Enter the amount as a number, such as 100 or 12.50.').waitFor();
    await expectNoAxeViolations(page);

    await convert(page, '-5');
    await page.getByRole('alert').filter({ hasText: 'amount must be greater than 0' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("refuses a conversion past the day's free cap and shows the usage banner", async () => {
    const fingerprint = randomBytes(4).toString('hex');
    const guest = clients.guest();
    const request = { amount: 1, from: 'EUR', to: 'USD', fingerprint_hash: fingerprint };
    for (let done = 0; done < FREE_DAILY_CAPS.currency_conversions; done += 1) {
      await guest.callUnchecked('currency-convert', request);
    }
    const page = await newPage(fingerprint);
    await convert(page, '10');
    await page
      .getByRole('alert')
      .filter({ hasText: currencyConvert.errors.dailyLimit(20) })
      .waitFor();
    await page
      .getByText("You've used all 20 free currency conversions for today", { exact: true })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
