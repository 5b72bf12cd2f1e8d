import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { supportClient, wakeFunctions } from './siteActions';
import { clientsClosedAfterAll, type WebClient, TEST_PASSWORD } from './webClient';

/**
 * The admin dashboard's tabs (travel.md §2 /dashboard-admin?tab=…, issue 12 item 7): support
 * staff open each tab by its URL and by the keyboard and see its backend data; a signed-in user
 * without a staff role is refused, on the page and by the callables.
 */
const { guest, signedIn } = clientsClosedAfterAll();

const TABS = [
  'Roles',
  'E-mail captures',
  'Trial e-mails',
  'Blog drafts',
  'SEO analytics',
  'Chat transcripts',
] as const;
const TAB_IDS = [
  'roles',
  'email-campaigns',
  'trial-emails',
  'content-generation',
  'seo-automation',
  'chat',
] as const;

const tag = randomUUID();
const captured = `dashboard-${tag}@example.com`;
const draftTitle = `Dashboard draft ${tag}`;

let browser: Browser;
let support: WebClient;

/** One set-up step, named in its error: a refusal alone does not say which call it was. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  support = await step('support account', () => supportClient(signedIn));
  // Start each function's emulator worker (one at a time: cold starts compete), and give the
  // tabs data: one captured address (its welcome e-mail lands in the local outbox) and a draft.
  await step('verify-recaptcha', () =>
    support.call('verify-recaptcha', { token: 'warm-up', action: 'login' }),
  );
  await step('get-roles', () => support.call('get-roles'));
  await step('trial-signup-email', () => guest().call('trial-signup-email', { email: captured }));
  await step('email-captures-list', () => support.call('email-captures-list', {}));
  await step('trial-emails-list', () => support.call('trial-emails-list', {}));
  await step('aeo-stats', () => support.call('aeo-stats'));
  await step('blog-draft-save', () =>
    support.call('blog-draft-save', {
      slug: `dashboard-draft-${tag}`,
      title: draftTitle,
      description: 'A draft the admin dashboard lists.',
      body: 'Draft body.',
    }),
  );
  await wakeFunctions(support, ['blog-drafts', 'assistant-transcripts-admin-list']);
}, 300_000);
afterAll(() => browser?.close());

/** A fresh browser signed in on /admin-login, landed on `returnTo`. */
async function signInThroughAdminLogin(client: WebClient, returnTo: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  await page.goto(`${SITE_URL}/admin-login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(client.user?.email ?? '');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnTo);
  return page;
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });
const panel = (page: Page) => page.getByRole('tabpanel');

/** What each tab shows once its data has arrived. */
const TAB_CHECKS: Record<(typeof TAB_IDS)[number], (page: Page) => Promise<void>> = {
  roles: async (page) => {
    await panel(page).getByText('Your role:').waitFor();
    expect(await panel(page).locator('strong').textContent()).toBe('Support');
  },
  'email-campaigns': async (page) => {
    const table = page.getByRole('table', { name: 'E-mail captures' });
    await table.getByRole('row').filter({ hasText: captured }).waitFor();
    await panel(page)
      .getByText(/^[\d,]+ captured addresses$/)
      .waitFor();
  },
  'trial-emails': async (page) => {
    const table = page.getByRole('table', { name: 'Trial e-mails' });
    const row = table.getByRole('row').filter({ hasText: 'd***@example.com' }).first();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(
      'Your 7-day free trial of Voyagent is waiting',
    );
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Sent');
    expect(await table.getByText(captured).count()).toBe(0);
  },
  'content-generation': async (page) => {
    const drafts = page.getByRole('table', { name: 'Drafts' });
    await drafts.getByRole('row').filter({ hasText: draftTitle }).waitFor();
    await panel(page).getByRole('button', { name: 'Publish', exact: true }).waitFor();
  },
  'seo-automation': async (page) => {
    await page.getByRole('table', { name: 'Answer-engine events per article' }).waitFor();
    await panel(page)
      .getByText(/^Period: .+ \(UTC\)$/)
      .waitFor();
  },
  chat: async (page) => {
    await panel(page).getByRole('table', { name: 'Chat transcripts' }).waitFor();
  },
};

/**
 * Opens `path` as a typed or followed link would reach the already loaded app: the history entry
 * changes and the router reads the URL (a full reload would restart the session for every tab).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the admin dashboard', { timeout: 300_000 }, () => {
  it('opens each tab by its URL with its data', async () => {
    const page = await signInThroughAdminLogin(support, '/dashboard-admin?tab=roles');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    for (const [index, id] of TAB_IDS.entries()) {
      await openInApp(page, `/dashboard-admin?tab=${id}`);
      await page.getByRole('tab', { name: TABS[index], selected: true }).waitFor();
      await TAB_CHECKS[id](page);
      await expectNoAxeViolations(page);
    }
    await page.close();
  });

  it('opens roles for an unknown tab, then moves between the tabs by keyboard, writing the URL', async () => {
    const page = await signInThroughAdminLogin(support, '/dashboard-admin?tab=%3Cscript%3E');
    await TAB_CHECKS.roles(page);
    expect(await selectedTab(page).textContent()).toBe('Roles');
    await selectedTab(page).focus();
    for (const [index, id] of TAB_IDS.entries()) {
      if (index > 0) {
        await page.keyboard.press('ArrowRight');
        await page.waitForURL((url) => url.searchParams.get('tab') === id);
      }
      await page.getByRole('tab', { name: TABS[index], selected: true }).waitFor();
      await TAB_CHECKS[id](page);
    }
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'roles');
    await TAB_CHECKS.roles(page);
    await page.close();
  });

  it('exports the e-mail captures as CSV', async () => {
    const page = await signInThroughAdminLogin(support, '/dashboard-admin?tab=email-campaigns');
    await TAB_CHECKS['email-campaigns'](page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^email-captures-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,captured_at,welcome_sent_at,unsubscribed_at');
    expect(lines.some((line) => line.startsWith(`${captured},`))).toBe(true);
    await page.getByText(/^Exported [\d,]+ addresses\.$/).waitFor();
    await page.close();
  });

  it('refuses a signed-in user without a staff role, on the page and on the server', async () => {
    const user = await signedIn();
    await expect(user.call('email-captures-list', {})).rejects.toThrow(
      'Only support staff can read the e-mail captures.',
    );
    await expect(user.call('trial-emails-list', {})).rejects.toThrow(
      'Only support staff can read the trial e-mails.',
    );
    const page = await signInThroughAdminLogin(user, '/dashboard-admin?tab=email-campaigns');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText(captured).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
