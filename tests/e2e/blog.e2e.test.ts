import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, SITE_URL } from './browser';
import { supportClient } from './siteActions';
import { clientsClosedAfterAll, type WebClient, TEST_PASSWORD } from './webClient';

/**
 * The blog of the built site (shell.md §2, travel.md §2): the seeded posts listed and rendered
 * with their head and Article data, a hostile post rendered inert, the support staff's drafts
 * published from /admin/blog, and Access Denied there for everyone else.
 */
const { signedIn } = clientsClosedAfterAll();
/** signedInClient's password for every account it makes. */

const HOSTILE_SLUG = 'hostile-post';
const HOSTILE_TITLE = 'Hostile </script><script>window.__pwned = true</script> post';
const HOSTILE_BODY = [
  '## Still a heading',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[click me](javascript:window.__pwned=true)',
].join('\n');

let browser: Browser;
let support: WebClient;
beforeAll(async () => {
  browser = await launchBrowser();
  support = await supportClient(signedIn);
  // The emulator starts each function's worker on its first call; these calls start the ones the
  // pages use, one at a time, and store the hostile post as any support user could.
  await support.call('verify-recaptcha', { token: 'warm-up', action: 'login' });
  await support.call('get-roles');
  await support.call('blog-list');
  await support.call('blog-writers');
  await support.call('blog-drafts');
  await support.call('blog-draft-save', {
    slug: HOSTILE_SLUG,
    title: HOSTILE_TITLE,
    description: 'A post whose Markdown tries to run script.',
    body: HOSTILE_BODY,
  });
  await support.call('blog-publish', { slug: HOSTILE_SLUG });
  await support.call('blog-get', { slug: HOSTILE_SLUG });
}, 300_000);
afterAll(() => browser?.close());

async function openPage(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // The emulators answer slowly on a busy machine; a hang still fails, after a minute.
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  await page.goto(`${SITE_URL}${path}`);
  return page;
}

/** A fresh browser that signs in on /admin-login and lands on /admin/blog. */
async function signInToBlogAdmin(client: WebClient): Promise<Page> {
  const page = await openPage(`/admin-login?returnTo=${encodeURIComponent('/admin/blog')}`);
  await page.getByLabel('E-mail').fill(client.user?.email ?? '');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/blog');
  return page;
}

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .textContent()
    .then((text) => JSON.parse(text ?? '') as Record<string, unknown>);

describe('the blog', { timeout: 240_000 }, () => {
  it('lists the seeded posts, newest first', async () => {
    const page = await openPage('/blog');
    await page.getByRole('heading', { level: 1, name: 'Travel Blog' }).waitFor();
    const list = page.getByRole('list').filter({ hasText: 'A travel document checklist' });
    await list.waitFor();
    const titles = await page.locator('.blog-post-card__title').allTextContents();
    expect(titles.filter((title) => !title.startsWith('Hostile'))).toEqual([
      'A travel document checklist for your next trip',
      'Planning a multi-city trip, step by step',
      'How to pack a carry-on for a week',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '#documents' }).click();
    await page.getByText('Posts tagged').waitFor();
    await expect
      .poll(() => page.locator('.blog-post-card__title').allTextContents(), { timeout: 60_000 })
      .toEqual(['A travel document checklist for your next trip']);
    await page.close();
  });

  it('renders a post with its heading, head tags and Article structured data', async () => {
    const page = await openPage('/blog/plan-a-multi-city-trip');
    const title = 'Planning a multi-city trip, step by step';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Put the stops in a sensible order' })
      .waitFor();
    await page.waitForFunction(
      (expected) => document.title === expected,
      `${title} | Voyagent Blog`,
    );
    const description = 'meta[name="description"]';
    expect(await page.locator(description).getAttribute('content')).toMatch(/^Choosing the order/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      `${title} | Voyagent Blog`,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/blog\/plan-a-multi-city-trip$/,
    );
    expect(await jsonLd(page)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      author: { name: 'Voyagent Editors' },
    });
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("renders a hostile post's Markdown inert: no script, handler or javascript: link", async () => {
    const page = await openPage(`/blog/${HOSTILE_SLUG}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('heading', { level: 1, name: HOSTILE_TITLE }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Still a heading' }).waitFor();
    const article = page.locator('article');
    expect(await article.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await article.locator('[onerror], iframe').count()).toBe(0);
    expect(await article.getByRole('link', { name: 'click me' }).getAttribute('href')).toBe('');
    expect((await jsonLd(page)).headline).toBe(HOSTILE_TITLE);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('lists the writers, and a writer page shows their posts', async () => {
    const page = await openPage('/writers');
    await page.getByRole('heading', { level: 1, name: 'Our Writers' }).waitFor();
    await page.getByRole('link', { name: 'Voyagent Editors' }).click();
    await page.waitForURL((url) => url.pathname === '/writers/voyagent-editors');
    await page.getByRole('heading', { level: 1, name: 'Voyagent Editors' }).waitFor();
    await page.getByRole('link', { name: 'How to pack a carry-on for a week' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${SITE_URL}/writers/nobody-here`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('shows the not-found screen for an unknown slug', async () => {
    const page = await openPage('/blog/no-such-post');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.waitForFunction(() => document.title === 'Page not found | Voyagent');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.close();
  });
});

describe('/admin/blog', { timeout: 300_000 }, () => {
  it('lets a support user draft, preview and publish a post that then leads the list', async () => {
    const page = await signInToBlogAdmin(support);
    await page.getByRole('heading', { level: 1, name: 'Blog Admin' }).waitFor();
    await page.getByRole('heading', { name: 'Drafts' }).waitFor();
    await page.getByLabel('Title').fill('A rainy day in Porto');
    await page.getByLabel('Description').fill('What to do in Porto when it rains.');
    await page.getByLabel('Tags').fill('Porto, Rainy Days');
    await page.getByLabel('Body (Markdown)').fill('## Museums\n\nStart at the **Serralves** park.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft "A rainy day in Porto" saved.').waitFor();
    await page.getByRole('heading', { name: 'Editing a-rainy-day-in-porto' }).waitFor();
    await page.getByRole('cell', { name: 'a-rainy-day-in-porto' }).waitFor();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Museums' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Serralves');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('link', { name: 'View the post' }).waitFor();
    await page.getByText('No drafts.').waitFor();
    await page.close();

    const list = await openPage('/blog');
    await list.locator('.blog-post-card__title').first().waitFor();
    expect(await list.locator('.blog-post-card__title').first().textContent()).toBe(
      'A rainy day in Porto',
    );
    await list.getByRole('link', { name: '#rainy-days' }).first().waitFor();
    await list.close();
  });

  it('shows Access Denied to a signed-in user without a staff role', async () => {
    const user = await signedIn();
    const page = await signInToBlogAdmin(user);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Blog Admin' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
