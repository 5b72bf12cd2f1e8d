import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, FUNCTIONS_URL, launchBrowser, SITE_URL } from './browser';
import { clientsClosedAfterAll, TEST_PASSWORD } from './webClient';

/**
 * Saves made offline (shell.md §4, issue 11 item 4) on the built site: queued in IndexedDB with
 * their idempotency keys, kept over a reload served by the service worker, replayed on reconnect
 * with a fresh token, and on the server once each, even when a replay's answer is lost and the
 * queue sends it again.
 */

const clients = clientsClosedAfterAll();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const saveButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Save ${title}` });

/**
 * Signs in through the form. The emulator reloads its functions whenever their build changes, and
 * a human check landing in that moment fails with "please try again": so the test tries again,
 * as a person would.
 */
async function signIn(page: Page) {
  const accountEmail = page.getByTestId('account-email');
  const retry = page.getByText('Security verification failed. Please try again.');
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Each function's first call starts its emulator worker: slow on a busy machine.
    await accountEmail.or(retry).first().waitFor({ timeout: 120_000 });
    if (await accountEmail.isVisible()) return;
    if (attempt === 3) throw new Error('The sign-in human check kept failing');
    await page.waitForTimeout(2_000);
  }
}

describe('saving while offline', () => {
  it(
    'queues two saves, keeps them over an offline reload, and lands each once after a lost answer',
    { timeout: 240_000 },
    async () => {
      const user = await clients.signedIn();
      const email = user.user?.email ?? '';
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${SITE_URL}/auth`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      await signIn(page);
      await page.goto(SITE_URL);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The signed-in check answered: the cards show the server's (empty) list.
      for (const title of ['Paris', 'Tokyo']) {
        await expect
          .poll(() => saveButton(page, title).getAttribute('aria-pressed'), { timeout: 60_000 })
          .toBe('false');
      }

      await context.setOffline(true);
      for (const title of ['Paris', 'Tokyo']) {
        await saveButton(page, title).click();
        // Shown saved at once, though nothing reached the server.
        await expect.poll(() => saveButton(page, title).getAttribute('aria-pressed')).toBe('true');
      }
      await page.getByText("Action saved for when you're back online").first().waitFor();
      const offlineBanner = page.getByRole('alert').filter({ hasText: "You're offline" });
      await offlineBanner.getByText('2 actions waiting to sync').waitFor();

      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await offlineBanner.getByText('2 actions waiting to sync').waitFor({ timeout: 30_000 });
      await page.getByRole('status').getByText('2 actions waiting to sync').waitFor();
      await expectNoAxeViolations(page);
      expect(await user.call('saved-items-list', { item_type: 'destination' })).toMatchObject({
        items: [],
      });

      // The first replay reaches the server, which saves the item, but its answer never comes
      // back: the page sees a network failure and must send the same action again.
      const cdp = await context.newCDPSession(page);
      const replays: { idempotencyKey: string | undefined; authorization: string }[] = [];
      let answersDropped = 0;
      cdp.on('Fetch.requestPaused', (event) => {
        const { requestId, request } = event;
        if (request.method !== 'POST') {
          void cdp.send('Fetch.continueRequest', { requestId });
          return;
        }
        const headers = new Headers(request.headers);
        replays.push({
          idempotencyKey: headers.get('Idempotency-Key') ?? undefined,
          authorization: headers.get('Authorization') ?? '',
        });
        if (answersDropped === 0) {
          answersDropped += 1;
          void cdp.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionReset' });
        } else {
          void cdp.send('Fetch.continueResponse', { requestId });
        }
      });
      await cdp.send('Fetch.enable', {
        patterns: [{ urlPattern: `${FUNCTIONS_URL}/saved-items-save`, requestStage: 'Response' }],
      });

      await context.setOffline(false);
      await page.getByText('Offline data synced successfully').waitFor({ timeout: 60_000 });
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'waiting to sync' }).count())
        .toBe(0);

      expect(answersDropped).toBe(1);
      // The lost one sent again with its key, then the second: three requests, two keys.
      expect(replays).toHaveLength(3);
      expect(replays[1]?.idempotencyKey).toBe(replays[0]?.idempotencyKey);
      expect(new Set(replays.map((replay) => replay.idempotencyKey)).size).toBe(2);
      // A token fetched for the replay, never a stored header.
      for (const { authorization } of replays) expect(authorization).toMatch(/^Bearer \S+$/);

      const { items } = await user.call('saved-items-list', { item_type: 'destination' });
      expect(items.map((item) => item.item_id).sort()).toEqual(['paris-fr', 'tokyo-jp']);
      // Each applied once: the lost answer's replay did not count the save a second time.
      expect(await user.call('get-user-usage', { usage_type: 'saved_items' })).toMatchObject({
        count: 2,
      });
      await context.close();
    },
  );

  it(
    'keeps a change the server refused in view until the visitor dismisses it',
    { timeout: 240_000 },
    async () => {
      const user = await clients.signedIn();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${SITE_URL}/auth`);
      await page.getByLabel('E-mail').fill(user.user?.email ?? '');
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      await signIn(page);
      await page.goto(SITE_URL);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect
        .poll(() => saveButton(page, 'Paris').getAttribute('aria-pressed'), { timeout: 60_000 })
        .toBe('false');

      await context.setOffline(true);
      await saveButton(page, 'Paris').click();
      await page.getByText('1 action waiting to sync').first().waitFor();

      // The server refuses the replay for good (403): not a reason to retry, nor to drop it.
      const cdp = await context.newCDPSession(page);
      cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
        // The CORS preflight goes through; the save itself is refused, readable cross-origin.
        if (request.method === 'OPTIONS') {
          void cdp.send('Fetch.continueRequest', { requestId });
          return;
        }
        void cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: 403,
          responseHeaders: [
            { name: 'Content-Type', value: 'application/json' },
            { name: 'Access-Control-Allow-Origin', value: SITE_URL },
          ],
          body: Buffer.from('{"error":{"status":"PERMISSION_DENIED","message":"no"}}').toString(
            'base64',
          ),
        });
      });
      await cdp.send('Fetch.enable', {
        patterns: [{ urlPattern: `${FUNCTIONS_URL}/saved-items-save`, requestStage: 'Request' }],
      });
      await context.setOffline(false);
      const refused = page.getByText(
        '1 offline change could not be synced: the server refused it.',
      );
      await refused.waitFor({ timeout: 60_000 });
      await cdp.send('Fetch.disable');

      // Still there after a reload: the queue kept it.
      await page.reload();
      await refused.waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page);
      await refused
        .locator('xpath=ancestor::div[@role][1]')
        .getByRole('button', { name: 'Dismiss' })
        .click();
      await expect.poll(() => refused.count()).toBe(0);
      // Dismissed means gone from the queue, not only hidden.
      const queued = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('travel-offline-db', 1);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result
                .transaction('offline-actions')
                .objectStore('offline-actions')
                .count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
      expect(queued).toBe(0);
      await context.close();
    },
  );
});
