import { readFile } from 'node:fs/promises';
import { PHRASEBOOK_TEXTS } from '@voyagent/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll } from './webClient';

/**
 * The travel phrasebook (/translate) on the built site (issue 13 item 6): French "Thank you!"
 * from the shipped dataset, the category filter and the English search, the gap notice, the
 * Speak button as the browser's voices allow, a refused language; axe on each.
 */

const clients = clientsClosedAfterAll();
const DATASET = new URL(
  '../../packages/travel-data/src/phrasebook/phrasebook.json',
  import.meta.url,
);

interface StoredPhrase {
  id: string;
  english: string;
  category: string;
  translations: Record<string, string | undefined>;
}

async function frenchPhrases(): Promise<StoredPhrase[]> {
  const { phrases } = JSON.parse(await readFile(DATASET, 'utf8')) as { phrases: StoredPhrase[] };
  return phrases.filter(({ translations }) => translations['fr-FR']);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Wakes the functions' worker: a cold emulator worker is slow.
  await clients
    .guest()
    .callUnchecked('phrasebook-lookup', { language: 'fr' })
    .catch(() => null);
}, 180_000);
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/translate`);
  await page.getByRole('heading', { level: 1, name: 'Translate' }).waitFor();
  await page.getByTestId('phrase').first().waitFor();
  return page;
}

/** Picks an option of a ui-kit Select, whose button is named by its value, then its label. */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${field}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A lookup on a busy emulator may take seconds: polls wait for it well past vitest's 1 s. */
const ANSWERED = { timeout: 30_000 };

const countLine = (page: Page) => page.getByTestId('phrase-count').textContent();

describe('the translate page', () => {
  it('shows French "Thank you!" from the dataset, with the source, the date and the gaps', async () => {
    const thanks = (await frenchPhrases()).find(({ id }) => id === 'thank_you');
    const page = await newPage();
    await choose(page, 'Language', 'French (France) · français (France)');
    await page.getByRole('searchbox', { name: 'Search in English' }).fill('thank you');
    await expect.poll(() => countLine(page), ANSWERED).toBe('1 phrase in French (France)');

    const translation = page.getByTestId('phrase').locator('[lang="fr-FR"]');
    expect(await translation.textContent()).toBe(thanks?.translations['fr-FR']);
    expect(await translation.textContent()).toBe('Merci !');
    expect(await page.getByTestId('phrase').textContent()).toContain('Thank you!');

    expect(await page.getByTestId('phrasebook-gaps').textContent()).toContain(
      'Not covered yet: food-allergy phrases, and Chinese, Hindi, Arabic, Urdu, Bangla, or Punjabi (6 of the ten most-spoken languages by Unicode CLDR 48 speaker estimates, cldr-core@48.2.0).',
    );
    expect(await page.getByTestId('phrasebook-source').textContent()).toContain(
      'Source: Hitchwiki Phrasebook translators (CC BY-SA 3.0), translations 2013–14; French (France) revised January 30, 2014.',
    );
    await page.getByRole('link', { name: 'ask the assistant' }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);

  it('filters by category and says when the search finds nothing', async () => {
    const emergencies = (await frenchPhrases()).filter(
      ({ category }) => category === 'emergencies',
    );
    const page = await newPage();
    await choose(page, 'Language', 'French (France) · français (France)');
    await choose(page, 'Category', 'Emergencies');
    await expect
      .poll(() => countLine(page), ANSWERED)
      .toBe(`${emergencies.length} phrases in French (France)`);
    const shown = await page.getByTestId('phrase').locator('[lang="fr-FR"]').allTextContents();
    expect(shown).toEqual(emergencies.map(({ translations }) => translations['fr-FR']));

    await page.getByRole('searchbox', { name: 'Search in English' }).fill('zebra');
    await page
      .getByText('No phrase matches “zebra”. Try another word, or all categories.')
      .waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);

  it('offers Speak exactly when the browser reports a French voice', async () => {
    const page = await newPage();
    await choose(page, 'Language', 'French (France) · français (France)');
    await expect.poll(() => countLine(page), ANSWERED).toMatch(/ in French \(France\)$/);
    const phrases = await page.getByTestId('phrase').count();
    // Headless Chromium may have no voices at all: the page must follow what the browser reports.
    const hasFrenchVoice = await page.evaluate(
      () =>
        'speechSynthesis' in window &&
        window.speechSynthesis.getVoices().some((voice) => /^fr\b/i.test(voice.lang)),
    );
    await expect
      .poll(() => page.getByRole('button', { name: /^Speak/ }).count(), ANSWERED)
      .toBe(hasFrenchVoice ? phrases : 0);
    expect(await page.getByRole('button', { name: /^Copy/ }).count()).toBe(phrases);
  }, 120_000);

  it("shows the server's refusal of a too-long search, and says when the phrasebook is down", async () => {
    const page = await newPage();
    await page.getByRole('searchbox', { name: 'Search in English' }).fill('x'.repeat(101));
    await page
      .getByRole('alert')
      .filter({ hasText: 'query must be at most 100 characters' })
      .waitFor();
    await expectNoAxeViolations(page);

    await page.route('**/phrasebook-lookup', (route) => route.abort());
    await page.getByRole('searchbox', { name: 'Search in English' }).fill('help');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The phrasebook is unavailable right now. Please try again.' })
      .waitFor();
    // The pickers stay, so the traveller can try again.
    await page.getByRole('button', { name: /Language$/ }).waitFor();
  }, 120_000);

  it('refuses a language it has no phrasebook for with the clear text', async () => {
    const error = (await clients
      .guest()
      .callUnchecked('phrasebook-lookup', { language: 'zh-CN' })
      .catch((caught: unknown) => caught)) as { code?: string; message?: string };
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toContain(PHRASEBOOK_TEXTS.unknownLanguage);
  });
});
