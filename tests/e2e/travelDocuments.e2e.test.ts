import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RISK_INFO_TEXTS, VISA_CHECK_TEXTS } from '@voyagent/contracts';
import { emergencyNumbersFor } from '@voyagent/travel-data/emergencyNumbers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { wakeFunctions } from './siteActions';
import { clientsClosedAfterAll } from './webClient';

/**
 * The visa checker (/documents) and the risk radar (/risk-radar, also /gemini-safety) on the
 * built site (issue 13 items 3 and 4): a real answer with its figure from the dataset, a refused code's text, a
 * government's level with its date, the emergency numbers, and axe on each.
 */

const clients = clientsClosedAfterAll();
const DATA = new URL('../../packages/travel-data/src/', import.meta.url);

/** The French passport's visa-free days for Japan, read from the shipped files, not the lookup. */
async function frenchDaysInJapan(): Promise<string> {
  const { countries } = JSON.parse(
    await readFile(new URL('visa/visaCountries.json', DATA), 'utf8'),
  ) as { countries: string[] };
  const { rows } = JSON.parse(
    await readFile(new URL('visa/visaRequirements.json', DATA), 'utf8'),
  ) as { rows: Record<string, string> };
  const days = rows.FR?.split(',')[countries.indexOf('JP')];
  expect(days).toMatch(/^\d+$/);
  return days ?? '';
}

/** Canada's row for France, as the shipped advisories file has it. */
async function canadaOnFrance(): Promise<{ text: string; updated: string }> {
  const file = JSON.parse(await readFile(new URL('advisories/advisories.json', DATA), 'utf8')) as {
    issuers: { CA: { entries: Record<string, { text: string; updated: string }> } };
  };
  const entry = file.issuers.CA.entries.FR;
  if (!entry) throw new Error('the advisories file has no Canadian entry for France');
  return entry;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Wakes both functions' workers until they answer: a cold emulator worker is slow, and a
  // page's call that reaches one still starting fails.
  const guest = clients.guest();
  const wake = async (name: 'visa-check' | 'risk-info', data: unknown) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await guest.callUnchecked(name, data);
      } catch (error) {
        if (attempt === 5) throw error;
      }
    }
  };
  await wake('visa-check', { passport: 'FR', destination: 'JP' });
  await wake('risk-info', {});
  await wake('risk-info', { country: 'FR' });
  // The safety check's questions go to the assistant, as a guest on this device.
  await wakeFunctions(guest, [
    'assistant-chat',
    'increment-device-usage',
    'get-client-ip',
    'store-device-fingerprint',
    'get-device-usage',
  ]);
}, 300_000);
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

async function chooseCountry(page: Page, field: string, name: string) {
  await page.getByRole('combobox', { name: field }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('the visa checker', () => {
  it('shows a French passport to Japan as visa-free with its days, the source and the notice', async () => {
    const days = await frenchDaysInJapan();
    const page = await newPage();
    await page.goto(`${SITE_URL}/documents`);
    await page.getByRole('heading', { level: 1, name: 'Visa Checker' }).waitFor();
    await chooseCountry(page, 'Passport country', 'France');
    await chooseCountry(page, 'Destination', 'Japan');

    await expect
      .poll(() => page.getByTestId('visa-status').textContent())
      .toBe(`Visa-free for ${days} days`);
    await page.getByText('Check with the embassy', { exact: true }).waitFor();
    await page.getByText('Check with the embassy of Japan', { exact: false }).waitFor();
    await page
      .getByRole('link', { name: /Source: Passport Index via passport-index-dataset, 12 Jan 2025/ })
      .waitFor();
    await page.getByText('data of January 12, 2025', { exact: false }).waitFor();
    expect(new URL(page.url()).search).toBe('?passport=FR&destination=JP');
    await expectNoAxeViolations(page);
  }, 120_000);

  it("shows the server's text for a destination code the data does not have", async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/documents?passport=FR&destination=ZZ`);
    await page
      .getByRole('alert')
      .filter({ hasText: VISA_CHECK_TEXTS.unknownDestination })
      .waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});

describe('the risk radar', () => {
  it("opens France from ?country=FR with Canada's level, its date and the emergency numbers", async () => {
    const canada = await canadaOnFrance();
    const numbers = emergencyNumbersFor('FR');
    if (!numbers?.police) throw new Error('the emergency-numbers dataset has no police for FR');
    const page = await newPage();
    await page.goto(`${SITE_URL}/risk-radar?country=FR`);
    await page.getByRole('heading', { level: 2, name: 'France' }).waitFor();

    const updated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${canada.updated}T00:00:00Z`),
    );
    const advisory = page.getByTestId('advisory-CA');
    await expect.poll(() => advisory.textContent()).toContain('Government of Canada:');
    expect(await advisory.textContent()).toContain(canada.text);
    expect(await advisory.textContent()).toContain(`Updated ${updated}.`);
    await page.getByText(RISK_INFO_TEXTS.notice).waitFor();

    const emergency = page.getByTestId('emergency-numbers');
    expect(await emergency.textContent()).toContain(`Police${numbers.police}`);
    await page.getByRole('heading', { level: 2, name: 'All countries' }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);

  it('is the safety check at /gemini-safety, whose questions the assistant answers (TA-016)', async () => {
    const page = await newPage();
    // A device of its own, so that its question counts apart from other files' guests.
    await page.addInitScript(
      (hash) => localStorage.setItem('device_fingerprint', hash),
      randomBytes(4).toString('hex'),
    );
    await page.goto(`${SITE_URL}/gemini-safety?country=FR`);
    await page.getByRole('heading', { level: 1, name: 'Safety Check' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'France' }).waitFor();
    const questions = page.getByRole('list', { name: 'Ask the assistant' }).getByRole('button');
    expect(await questions.allTextContents()).toEqual([
      'Is France safe to visit right now?',
      'What is the emergency number in France?',
    ]);
    await expectNoAxeViolations(page);

    // The assistant answers from the same advisories (its travelAdvisory tool), with sources.
    await questions.filter({ hasText: 'safe to visit' }).click();
    await page.waitForURL(`${SITE_URL}/assistant`);
    const answer = page.getByRole('log', { name: 'Conversation' }).locator('li[data-role="model"]');
    await answer.getByText(/Government of Canada: level \d of 4 on its own scale/).waitFor();
    await answer.getByText('Sources').waitFor();
  }, 120_000);

  it('refuses an unknown ?country with its text and still lists every country', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/risk-radar?country=ZZ`);
    await page.getByRole('alert').filter({ hasText: RISK_INFO_TEXTS.unknownCountry }).waitFor();
    await page
      .getByRole('table', { name: 'Travel advisories of the Government of Canada' })
      .waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});
