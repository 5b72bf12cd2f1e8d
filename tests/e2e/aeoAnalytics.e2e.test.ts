import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { supportClient } from './siteActions';
import { clientsClosedAfterAll, type WebClient, TEST_PASSWORD } from './webClient';

/**
 * Answer-engine analytics (shell.md §7, travel.md §2, issue 12): an article sends its aeo_*
 * events only after the visitor allows analytics, the server counts them, and /seo-analytics
 * shows the counts to support-level staff and Access Denied to everyone else.
 */
const { signedIn } = clientsClosedAfterAll();

const DECLINED_PATH = '/what-is-voyagent';
const ACCEPTED_PATH = '/use-cases';

let browser: Browser;
let support: WebClient;
beforeAll(async () => {
  browser = await launchBrowser();
  support = await supportClient(signedIn);
  // The emulator starts each function's worker on its first call: these start the ones the pages
  // use, one at a time. The refused aeo-event call stores nothing.
  await support.call('verify-recaptcha', { token: 'warm-up', action: 'login' });
  await support.call('get-roles');
  await support.call('aeo-stats');
  await support
    .callUnchecked('aeo-event', { event: 'aeo_page_view', path: '/', value: 1 })
    .catch(() => undefined);
}, 300_000);
afterAll(() => browser?.close());

/** A fresh visitor's article, with every aeo-event request it makes. */
async function openArticle(path: string, referer?: string) {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/aeo-event')) sent.push(request);
  });
  await page.goto(`${SITE_URL}${path}`, { referer });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, sent };
}

const answerCookieNotice = async (page: Page, answer: 'Accept all' | 'Decline') => {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: answer }).click();
  await notice.waitFor({ state: 'detached' });
};

const sentEvents = (sent: Request[]) =>
  sent.map((request) => (request.postDataJSON() as { data: Record<string, unknown> }).data);

const countsOf = async (path: string) => {
  const { rows } = await support.call('aeo-stats');
  return Object.fromEntries(
    rows.filter((row) => row.path === path).map((row) => [row.event, row.total]),
  );
};

describe('answer-engine analytics', { timeout: 240_000 }, () => {
  it('sends nothing for a visitor who declines analytics', async () => {
    const { page, sent } = await openArticle(DECLINED_PATH);
    await answerCookieNotice(page, 'Decline');
    await page.mouse.wheel(0, 400);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    // Long enough for a request the page would make on these to have started.
    await page.waitForTimeout(2_000);
    expect(sent).toEqual([]);
    expect(await countsOf(DECLINED_PATH)).toEqual({});
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('sends the events once analytics are accepted, and the server counts them', async () => {
    const { page, sent } = await openArticle(ACCEPTED_PATH, 'http://chatgpt.com/');
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);

    await answerCookieNotice(page, 'Accept all');
    await expect.poll(() => sent.length, { timeout: 60_000 }).toBe(6);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => sent.length, { timeout: 60_000 }).toBe(7);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1_000);
    expect(sent).toHaveLength(7);

    const blocks = await page.locator('script[type="application/ld+json"]').count();
    expect(sentEvents(sent)).toEqual([
      { event: 'aeo_page_view', path: ACCEPTED_PATH, value: 1 },
      { event: 'aeo_schema_count', path: ACCEPTED_PATH, value: blocks },
      { event: 'aeo_speakable_count', path: ACCEPTED_PATH, value: 0 },
      { event: 'aeo_faq_presence', path: ACCEPTED_PATH, value: expect.any(Number) },
      { event: 'aeo_quick_answer', path: ACCEPTED_PATH, value: 0 },
      { event: 'aeo_ai_referral', path: ACCEPTED_PATH, value: 1, label: 'ChatGPT' },
      { event: 'aeo_interaction', path: ACCEPTED_PATH, value: 1 },
    ]);
    await Promise.all(sent.map((request) => request.response()));
    await expect
      .poll(() => countsOf(ACCEPTED_PATH), { timeout: 60_000 })
      .toMatchObject({
        aeo_page_view: 1,
        aeo_schema_count: blocks,
        aeo_ai_referral: 1,
        aeo_interaction: 1,
      });
    const { referrals } = await support.call('aeo-stats');
    expect(referrals).toEqual([{ engine: 'ChatGPT', count: 1 }]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  /** A fresh browser that signs in on /admin-login and lands on /seo-analytics. */
  async function signInToSeoAnalytics(client: WebClient): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(60_000);
    await page.goto(`${SITE_URL}/admin-login?returnTo=${encodeURIComponent('/seo-analytics')}`);
    await page.getByLabel('E-mail').fill(client.user?.email ?? '');
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/seo-analytics');
    return page;
  }

  it('shows the counts on /seo-analytics to support staff', async () => {
    const page = await signInToSeoAnalytics(support);
    await page.getByRole('heading', { level: 1, name: 'SEO Analytics' }).waitFor();
    const events = page.getByRole('table', { name: 'Answer-engine events per article' });
    const row = events.getByRole('row').filter({ hasText: ACCEPTED_PATH });
    await row.waitFor();
    const headers = await events.getByRole('columnheader').allTextContents();
    const cells = await row.getByRole('cell').allTextContents();
    const line = Object.fromEntries(cells.map((text, index) => [headers[index], text]));
    expect(line).toMatchObject({
      Page: ACCEPTED_PATH,
      'Page views': '1',
      'AI referrals': '1',
      Interactions: '1',
    });
    await events.getByRole('row').filter({ hasText: 'Total' }).waitFor();
    const referrals = page.getByRole('table', { name: 'AI referrals by answer engine' });
    await referrals.getByRole('row').filter({ hasText: 'ChatGPT' }).waitFor();
    await page.getByText(/^Period: .+ \(UTC\)$/).waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('shows Access Denied on /seo-analytics to a signed-in user without a staff role', async () => {
    const user = await signedIn();
    await expect(user.call('aeo-stats')).rejects.toThrow(
      'Only support staff can read the answer-engine analytics.',
    );
    const page = await signInToSeoAnalytics(user);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'SEO Analytics' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
