import { readFile } from 'node:fs/promises';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import pg from 'pg';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PORTS, PROJECT_ID } from '../../scripts/lib/stack.mjs';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { signInOnSite, wakeFunctions } from './siteActions';
import { clientsClosedAfterAll, TEST_PASSWORD } from './webClient';

/**
 * The company, support, policy and account pages of the built site (issue 12 item 6): the
 * dashboard with a saved item and usage, the data export and the account deletion, the guest
 * profile, and every text page under axe in light and dark.
 */

const clients = clientsClosedAfterAll();

/** The functions this file calls, each woken once: a cold emulator worker is slow. */
const FUNCTIONS_THE_PAGES_CALL = [
  'get-client-ip',
  'store-device-fingerprint',
  'verify-recaptcha',
  'get-profile',
  'check-subscription',
  'get-user-usage',
  'saved-items-list',
  'saved-items-check',
  'account-export',
  'account-delete',
  'revoke-sessions',
] as const;

let browser: Browser;
let database: pg.Client;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  database = new pg.Client({ connectionString: inject('databaseUrl') });
  await database.connect();
  const user = await clients.signedIn();
  await wakeFunctions(user, FUNCTIONS_THE_PAGES_CALL);
}, 180_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await database?.end();
});

async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ colorScheme, acceptDownloads: true });
  contexts.push(context);
  // Each page loads the built site from the emulators: slow on a busy machine.
  context.setDefaultTimeout(120_000);
  return context.newPage();
}

async function rowsOf(table: string, column: string, value: string): Promise<number> {
  const { rows } = await database.query<{ count: string }>(
    `select count(*) as count from ${table} where ${column} = $1`,
    [value],
  );
  return Number(rows[0]?.count);
}

describe('account pages of a signed-in user', () => {
  it('shows the dashboard, exports the data, then deletes the account', async () => {
    const user = await clients.signedIn();
    const uid = user.user?.uid ?? '';
    const email = user.user?.email ?? '';
    const title = `Hotel ${uid.slice(0, 8)}`;
    // Seeded in the database, as the save and the counter would write them.
    await database.query(
      `insert into saved_items (user_id, item_type, title, item_id) values ($1, 'hotel', $2, $3)`,
      [uid, title, `hotel-${uid}`],
    );
    await database.query(
      `insert into user_usage (user_id, usage_day, usage_type, count)
       values ($1, (now() at time zone 'utc')::date, 'ai_requests', 2)`,
      [uid],
    );

    const page = await newPage();
    await signInOnSite(page, email);
    // The plan and the counters are held back until the saved item is listed: as they come in,
    // the item stays where it is (the sections above keep their place while they load).
    let release = () => {};
    const held = new Promise<void>((open) => {
      release = open;
    });
    const holdBack = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(/\/(check-subscription|get-user-usage)$/, holdBack);
    await page.goto(`${SITE_URL}/dashboard`);
    await page.getByRole('heading', { name: 'My Dashboard', level: 1 }).waitFor();
    await page.getByText(title).waitFor();
    const listedAt = await page.getByText(title).boundingBox();
    release();
    await page.getByText('Free plan.').waitFor();
    const aiRow = page.getByRole('row').filter({ hasText: 'AI requests' });
    await expect.poll(() => aiRow.textContent()).toContain('2');
    await expect.poll(() => aiRow.textContent()).toContain('10');
    expect(await page.getByText(title).boundingBox()).toEqual(listedAt);
    await page.unroute(/\/(check-subscription|get-user-usage)$/, holdBack);
    await expectNoAxeViolations(page);

    await page.goto(`${SITE_URL}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^voyagent-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      userId: string;
      tables: Record<string, { title?: string; user_id?: string }[]>;
    };
    expect(exported.userId).toBe(uid);
    expect(exported.tables.saved_items?.map((row) => row.title)).toEqual([title]);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${SITE_URL}/`);
    // Signed out: the header offers Sign In again, and a signed-in page sends to /auth.
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${SITE_URL}/dashboard`);
    await page.waitForURL(`${SITE_URL}/auth`);

    expect(await rowsOf('saved_items', 'user_id', uid)).toBe(0);
    expect(await rowsOf('user_usage', 'user_id', uid)).toBe(0);
    expect(await rowsOf('profiles', 'user_id', uid)).toBe(0);
    // The sign-in account is gone from Auth too.
    const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `deleted-${uid}`);
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://127.0.0.1:${PORTS.auth}`, { disableWarnings: true });
      await expect(signInWithEmailAndPassword(auth, email, TEST_PASSWORD)).rejects.toMatchObject({
        code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
      });
    } finally {
      await deleteApp(app);
    }
  }, 240_000);
});

const TEXT_PAGES = [
  ['/about', 'About Voyagent'],
  ['/help-center', 'Help Center'],
  ['/support-center', 'Support'],
  ['/chat-with-us', 'Chat With Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cookies-policy', 'Cookies Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/refund-policy', 'Refund Policy'],
] as const;

describe.each(['light', 'dark'] as const)('guest pages in %s', (colorScheme) => {
  it('shows the guest profile: "Guest", "Sign in to sync your data"', async () => {
    const page = await newPage(colorScheme);
    await page.goto(`${SITE_URL}/profile`);
    await page.getByRole('heading', { name: 'Guest', level: 1 }).waitFor();
    await page.getByText('Sign in to sync your data', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
    await expectNoAxeViolations(page);
  }, 180_000);

  it('renders the company, support and policy pages under their headings', async () => {
    const page = await newPage(colorScheme);
    for (const [path, heading] of TEXT_PAGES) {
      await page.goto(`${SITE_URL}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    }
  }, 600_000);
});
