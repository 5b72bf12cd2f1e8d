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

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('link', { name: 'View the post' }).waitFor();
    // Published, so no longer among the drafts (other files' drafts may remain there).
    await page.getByRole('cell', { name: 'a-rainy-day-in-porto' }).waitFor({ state: 'detached' });
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

/**
 * Crawlable post pages (issue 12 item 4): hosting rewrites /blog/** to the blog-page function,
 * which answers the site's page with the post in it, readable without running any script.
 */
describe('a post as crawlable HTML', { timeout: 300_000 }, () => {
  const SLUG = 'pack-a-carry-on-for-a-week';
  const TITLE = 'How to pack a carry-on for a week';

  /** Every `<meta>` content in the HTML, by name or property. */
  const metaContent = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)"`).exec(
      html,
    )?.[1];

  it('answers a plain fetch with the post: head, Open Graph, h1, Article JSON-LD, headers', async () => {
    const post = (await support.call('blog-get', { slug: SLUG })) as {
      title: string;
      description: string;
    };
    expect(post.title).toBe(TITLE);
    const response = await fetch(`${SITE_URL}/blog/${SLUG}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    // firebase.json's headers for every path apply to the function's answer too.
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self'/,
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain(`<title>${TITLE} | Voyagent Blog</title>`);
    expect(metaContent(html, 'description')).toBe(post.description);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/blog/${SLUG}" />`);
    expect(metaContent(html, 'og:title')).toBe(`${TITLE} | Voyagent Blog`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE_URL}/blog/${SLUG}`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE_URL}/og-image.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    // The emulator's build has no production origin: never indexed, as every page there.
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).toContain(`<h1 id="blog-post-title">${TITLE}</h1>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '')).toMatchObject({
      '@type': 'Article',
      headline: TITLE,
      mainEntityOfPage: `${SITE_URL}/blog/${SLUG}`,
    });
    // The real page of the site: its header, footer and stylesheet, hydrated for this path.
    expect(html).toContain(`data-prerendered="/blog/${SLUG}"`);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(html).toContain('class="site-footer"');
  });

  it('answers an unknown slug, a draft and a path that names no post with 404, noindex', async () => {
    const draftSlug = `crawl-draft-${Date.now()}`;
    await support.call('blog-draft-save', {
      slug: draftSlug,
      title: 'A crawl draft kept back',
      description: 'Not for the public yet.',
      body: 'Secret words.',
    });
    for (const path of ['/blog/no-such-post', `/blog/${draftSlug}`, '/blog/a/b']) {
      const response = await fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toBeTruthy();
      const html = await response.text();
      expect(html, path).toContain('<title>Page not found | Voyagent</title>');
      expect(metaContent(html, 'robots'), path).toBe('noindex');
      expect(html, path).toContain('<h1 id="not-found-title">Page not found</h1>');
      expect(html, path).not.toContain('crawl draft kept back');
      expect(html, path).not.toContain('Secret words');
    }
    const post = await fetch(`${SITE_URL}/blog/${SLUG}`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    // The blog's list is still the prerendered file, not the function's.
    const list = await fetch(`${SITE_URL}/blog`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('data-prerendered="/blog"');
  });

  it('shows the post in Chromium without a hydration error, a spinner or a layout shift', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The arguments in full: React's minified error names the mismatch in its URL.
      void Promise.all(message.args().map((arg) => arg.jsonValue())).then(
        (args) => errors.push(`${message.text()} ${JSON.stringify(args)}`),
        () => errors.push(message.text()),
      );
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const seen = { shift: 0, spinner: false };
      (window as unknown as { blogSeen: typeof seen }).blogSeen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          seen.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) seen.spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${SITE_URL}/blog/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Hydrated, then the live article took the markup's place (React owns its heading).
    await page.waitForFunction(() => {
      const heading = document.querySelector('#root main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
    });
    await page.waitForLoadState('load');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.title()).toBe(`${TITLE} | Voyagent Blog`);
    expect(
      errors.filter((text) =>
        /Hydration|hydrat|Minified React error #4(18|19|20|21|22|23|25)/.test(text),
      ),
    ).toEqual([]);
    const seen = await page.evaluate(
      () => (window as unknown as { blogSeen: { shift: number; spinner: boolean } }).blogSeen,
    );
    expect(seen.spinner).toBe(false);
    expect(seen.shift).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('still opens a post from /blog inside the app, without a page load', async () => {
    const page = await openPage('/blog');
    await page.getByRole('heading', { level: 1, name: 'Travel Blog' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === `/blog/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.waitForFunction(
      (expected) => document.title === expected,
      `${TITLE} | Voyagent Blog`,
    );
    expect(
      await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage),
    ).toBe(true);
    await page.close();
  });

  it('lets support staff preview a draft at its address, which the public gets as 404', async () => {
    const draftSlug = `preview-draft-${Date.now()}`;
    await support.call('blog-draft-save', {
      slug: draftSlug,
      title: 'A draft to preview',
      description: 'Only staff see this.',
      body: '## Draft body',
    });
    const page = await signInToBlogAdmin(support);
    await page.goto(`${SITE_URL}/blog/${draftSlug}`);
    await page.getByRole('heading', { level: 1, name: 'A draft to preview' }).waitFor();
    await page.getByText('Draft preview').waitFor();
    await page.close();
  });
});
