import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll } from './webClient';

/**
 * Saving on the built site (travel.md §4, issue 16 item 2): a guest's three local saves, the
 * reminder after the second, sign-in asked at the fourth, and after sign-up the guest saves and
 * the pending one on the server, each once.
 */

const destinations = ['Paris', 'Tokyo', 'Lisbon', 'Cape Town'];
const reminderName = 'Keep your saved items';
const clients = clientsClosedAfterAll();

describe('a guest saving destinations, then signing up', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(() => browser?.close());

  const email = `saver-${randomUUID()}@example.com`;
  // The password webClient's signedInClient uses, so the test can call as this account.
  const password = 'Str0ng!Passw0rd';
  const saveButton = (title: string) => page.getByRole('button', { name: `Save ${title}` });

  async function save(title: string) {
    await saveButton(title).click();
  }

  it('keeps three guest saves, with the reminder after the second', async () => {
    await page.goto(SITE_URL);
    await page.getByRole('heading', { name: 'Popular destinations' }).waitFor();
    await expect.poll(() => saveButton('Paris').getAttribute('aria-pressed')).toBe('false');

    await save('Paris');
    await page.getByRole('alertdialog', { name: 'Saved!' }).waitFor();
    expect(await saveButton('Paris').getAttribute('aria-pressed')).toBe('true');
    // One save: no reminder, even well after its 1 s delay.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('alertdialog', { name: reminderName }).count()).toBe(0);

    await save('Tokyo');
    await page.getByRole('alertdialog', { name: reminderName }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('alertdialog', { name: reminderName }).waitFor({ state: 'detached' });

    await save('Lisbon');
    await expect.poll(() => saveButton('Lisbon').getAttribute('aria-pressed')).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('voyagent_guest_saved_items'));
    expect(JSON.parse(stored ?? '[]')).toEqual(
      ['paris-fr', 'tokyo-jp', 'lisbon-pt'].map((itemId) =>
        expect.objectContaining({ item_id: itemId, id: expect.stringMatching(/^guest_/) }),
      ),
    );
  });

  it(
    'asks to sign in at the fourth save, and saves it with the others after sign-up',
    { timeout: 240_000 },
    async () => {
      await save('Cape Town');
      const dialog = page.getByRole('dialog', { name: 'Sign in to Voyagent' });
      await dialog.waitFor();
      expect(await saveButton('Cape Town').getAttribute('aria-pressed')).toBe('false');
      await dialog.getByRole('tab', { name: 'Sign Up' }).click();
      await dialog.getByLabel('Full name').fill('Grace Hopper');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByLabel('Confirm password').fill(password);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      // Each function's first call starts its emulator worker: slow on a busy machine.
      await page.getByTestId('account-email').waitFor({ timeout: 120_000 });
      // Every card saved: the server's state, read in one batched check after the import.
      for (const title of destinations) {
        await expect
          .poll(() => saveButton(title).getAttribute('aria-pressed'), { timeout: 60_000 })
          .toBe('true');
      }

      const user = await clients.signedIn(email);
      const { items } = await user.call('saved-items-list', { item_type: 'destination' });
      expect(items.map((item) => item.item_id).sort()).toEqual([
        'cape-town-za',
        'lisbon-pt',
        'paris-fr',
        'tokyo-jp',
      ]);
      // Each counted once: no save was applied twice.
      expect(await user.call('get-user-usage', { usage_type: 'saved_items' })).toMatchObject({
        count: 4,
      });
      expect(
        await page.evaluate(() => localStorage.getItem('voyagent_guest_saved_items')),
      ).toBeNull();
      await expectNoAxeViolations(page);
    },
  );

  it('removes a saved item for the signed-in user', async () => {
    await save('Paris');
    await page.getByRole('alertdialog', { name: 'Removed' }).waitFor();
    expect(await saveButton('Paris').getAttribute('aria-pressed')).toBe('false');
    const user = await clients.signedIn(email);
    expect(
      await user.call('saved-items-check', { item_id: 'paris-fr', item_type: 'destination' }),
    ).toEqual({ saved: false });
  });
});
