import { randomBytes } from 'node:crypto';
import { assistantChat, FREE_DAILY_CAPS } from '@voyagent/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll } from './webClient';

/**
 * The assistant and the itinerary planner on the built site (issue 14 items 2 and 5): an answer
 * with its source, a question carried in the navigation state and sent once, the refusal at the
 * daily cap with the usage banner, and a checked 3-day plan of Paris; axe on each.
 */

const clients = clientsClosedAfterAll();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Wakes the functions' workers, the device fingerprint's included (a guest's question waits
  // for it): a cold emulator worker is slow.
  const guest = clients.guest();
  await Promise.all(
    (
      [
        'assistant-chat',
        'itinerary-generate',
        'city-suggestions',
        'increment-device-usage',
        'get-client-ip',
        'store-device-fingerprint',
        'get-device-usage',
      ] as const
    ).map((name) => guest.callUnchecked(name, {}).catch(() => null)),
  );
}, 180_000);
afterAll(() => browser?.close());

/** A page on its own device: each test's questions count on a fingerprint of its own. */
async function newPage(fingerprint = randomBytes(4).toString('hex')): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(
    (hash) => localStorage.setItem('device_fingerprint', hash),
    fingerprint,
  );
  return context.newPage();
}

async function openAssistant(page: Page) {
  await page.goto(`${SITE_URL}/assistant`);
  await page.getByRole('heading', { level: 1, name: 'AI Travel Assistant' }).waitFor();
}

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

describe('the assistant', () => {
  it('answers the emergency number in France with 112 and lists its source', async () => {
    const page = await newPage();
    await openAssistant(page);
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('   ');
    await box.press('Enter');
    // Shift+Enter starts a new line; Enter sends.
    await box.fill('emergency number');
    await box.press('Shift+Enter');
    await page.keyboard.type('in France');
    expect(await box.inputValue()).toBe('emergency number\nin France');
    expect(await conversation(page).getByRole('listitem').count()).toBe(0);
    await box.press('Enter');

    const answer = conversation(page).locator('li[data-role="model"]');
    await answer.getByText(/112/).waitFor();
    await answer.getByText('Sources').waitFor();
    await answer.getByRole('link', { name: /Wikipedia/ }).waitFor();
    expect(await answer.textContent()).toMatch(/\(data of \w+ \d{1,2}, \d{4}\)/);
    await answer.getByText(/^Offline assistant: no AI model answered/).waitFor();
    // The box is empty again, and blank text cannot be sent.
    expect(await box.inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  }, 120_000);

  it('answers a French question in French and a German one in German, one conversation', async () => {
    const page = await newPage();
    await openAssistant(page);
    const answers = conversation(page).locator('li[data-role="model"]');
    await ask(page, 'Quel est le numéro d’urgence en France ?');
    await answers
      .nth(0)
      .getByText(/^Assistant hors ligne .*Numéros d’urgence en France : .*112/)
      .waitFor();
    await ask(page, 'Was ist die Notrufnummer in Deutschland?');
    await answers
      .nth(1)
      .getByText(/^Offline-Assistent .*Notrufnummern in Deutschland: .*112/)
      .waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);

  it('sends the question another page passed in the navigation state once', async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assistant-chat')) calls.push(request.postData() ?? '');
    });
    await page.goto(SITE_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // How the home page's assistant box navigates: react-router keeps `state` under `usr`.
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { assistantQuery: 'Distance between CDG and JFK' }, key: 'e2e', idx: 1 },
        '',
        '/assistant',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const questions = conversation(page).locator('li[data-role="user"]');
    await conversation(page)
      .locator('li[data-role="model"]')
      .getByText(/about \d+ km/)
      .waitFor();
    expect(await questions.allTextContents()).toEqual(['YouDistance between CDG and JFK']);
    expect(calls).toHaveLength(1);

    // The state was cleared once sent: a reload does not ask again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'AI Travel Assistant' }).waitFor();
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();
    expect(await questions.count()).toBe(0);
    expect(calls).toHaveLength(1);
  }, 120_000);

  it("refuses a guest at the day's cap with the limit text and the usage banner", async () => {
    const fingerprint = randomBytes(4).toString('hex');
    const cap = FREE_DAILY_CAPS.ai_requests;
    const guest = clients.guest();
    for (let done = 0; done < cap; done += 10) {
      await guest.call('increment-device-usage', {
        fingerprint_hash: fingerprint,
        usage_type: 'ai_requests',
        increment: Math.min(10, cap - done),
      });
    }
    const page = await newPage(fingerprint);
    await openAssistant(page);
    await ask(page, 'emergency number in France');
    await page
      .getByRole('alert')
      .filter({ hasText: assistantChat.errors.dailyLimit(cap) })
      .waitFor();
    await page
      .getByText(`You've used all ${cap} free AI requests for today`, { exact: true })
      .first()
      .waitFor();
    // Nothing typed is lost: the refused question is back in the box.
    expect(await page.getByRole('textbox', { name: 'Your question' }).inputValue()).toBe(
      'emergency number in France',
    );
    await expectNoAxeViolations(page);
  }, 120_000);
});

describe('the itinerary planner', () => {
  it('plans 3 checked days in Paris from the places in our data', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/itinerary`);
    await page.getByRole('heading', { level: 1, name: 'Smart Itinerary' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Destination' }).focus();
    await page.keyboard.type('Paris');
    await page.getByRole('option', { name: /Paris/ }).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Tab from the destination lands on the trip dates' first segment; digits fill both ends.
    await page.keyboard.press('Tab');
    const year = new Date().getFullYear() + 1;
    await page.keyboard.type(`0501${year}0503${year}`);
    await page.getByRole('button', { name: 'Plan my trip' }).click();

    await page.getByRole('heading', { level: 2, name: 'Paris: 3 days' }).waitFor();
    for (const day of [1, 2, 3]) {
      await page.getByRole('heading', { level: 3, name: new RegExp(`^Day ${day}: `) }).waitFor();
    }
    expect(await page.getByRole('heading', { level: 3, name: /^Day 4: / }).count()).toBe(0);
    await page.getByTestId('plan-checked').waitFor();
    expect(await page.getByTestId('plan-violations').count()).toBe(0);
    await page.getByText('Arrive in Paris (airports: CDG, ORY, LBG)').waitFor();
    await page.getByRole('link', { name: /OpenStreetMap/ }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});
