import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../apps/site/src/prerender/prerenderPlan';
import { SOCIAL_IMAGE } from '@voyagent/contracts/blogPage';
import { findRoute } from '../../apps/site/src/routes/siteRoutes';
import { launchBrowser, SITE_URL } from './browser';

/**
 * Crawlable HTML (issue 12 item 4) on the emulator's hosting, which serves the build as
 * production does (clean URLs, the app shell for other paths): each public page answers its
 * title, description, canonical link, Open Graph tags and main heading without JavaScript, and
 * the browser hydrates that markup without a mismatch.
 */

const PATHS = prerenderPaths();

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1] ?? '') : undefined;
}

describe('prerendered pages, read without JavaScript', () => {
  it('lists the public pages', () => {
    expect(PATHS).toContain('/');
    expect(PATHS).toContain('/pricing');
    expect(PATHS.length).toBeGreaterThan(20);
  });

  it.each(PATHS)('%s answers its head and main heading in the HTML', async (path) => {
    const response = await fetch(`${SITE_URL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const route = findRoute(path);
    expect(route).toBeDefined();
    expect(html.match(/<title>([^<]*)<\/title>/g)).toHaveLength(1);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(route?.title);
    expect(metaContent(html, 'name', 'description')).toBe(route?.description);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"`));
    expect(metaContent(html, 'property', 'og:title')).toBe(route?.title);
    expect(metaContent(html, 'property', 'og:description')).toBe(route?.description);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^http:\/\/.+\/og-image\.png$/);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    // Off production nothing is indexed (shell.md §6).
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    const root = /<div id="root" data-prerendered="([^"]+)">([\s\S]*)<\/div>/.exec(html);
    expect(root?.[1]).toBe(path);
    expect(root?.[2]).toMatch(/<h1[^>]*>[^<]+/);
    expect(root?.[2]).toContain('<main');
  });

  it('serves the 1200×630 social image the tags name', async () => {
    const response = await fetch(`${SITE_URL}${SOCIAL_IMAGE.path}`);
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      SOCIAL_IMAGE.width,
      SOCIAL_IMAGE.height,
    ]);
  });

  it('answers other paths with the empty app shell, which the browser renders', async () => {
    const html = await (await fetch(`${SITE_URL}/no-such-page-here`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Errors the page logs: React's hydration mismatches land here (main.tsx's onRecoverableError). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const hydrationErrors = (errors: string[]) =>
  errors.filter((text) =>
    /Hydration|hydrat|Minified React error #4(18|19|20|21|22|23|25)/.test(text),
  );

describe('hydrating the prerendered markup', () => {
  it('hydrates every public page without a mismatch, for a first and a returning visitor', async () => {
    const returning = {
      // A returning member's browser (firebase/sessionHint.ts, install-prompts' keys, the theme).
      'voyagent.signedIn': '1',
      'cookie-consent': 'accepted',
      'pwa-installed': 'true',
      theme: 'dark',
    };
    for (const storage of [{}, returning]) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      for (const path of PATHS) {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${SITE_URL}${path}`);
        // Hydrated: React has claimed the heading that was already in the markup.
        await page.waitForFunction(() => {
          const heading = document.querySelector('#root main h1');
          return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
        });
        await page.waitForLoadState('load');
        expect(hydrationErrors(errors), `${path} with ${JSON.stringify(storage)}`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  }, 600_000);

  it('keeps the markup and makes it live: a link navigates without a page load', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${SITE_URL}/about`);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.waitForURL(`${SITE_URL}/pricing`);
    // The router changes the address at once; the page follows once its chunk has loaded, which
    // on a busy machine can take longer than the poll's default second.
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).not.toBe(before);
    // The same document: the router moved, the browser did not load a page.
    expect(
      await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage),
    ).toBe(true);
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the page-load bar while a navigation waits for its page, and takes it away after', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The /pricing page's chunk is held back until the test lets it through: a slow network.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/PricingPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITE_URL}/about`);
    // Hydrated (a click before that is an ordinary page load), and past the first idle moment.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    expect(await bar.count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await bar.waitFor();
    // Meanwhile the page on screen stays, usable.
    expect(await heading.textContent()).toBe(before);

    release();
    await expect.poll(() => heading.textContent(), { timeout: 10_000 }).not.toBe(before);
    await bar.waitFor({ state: 'detached' });
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['mobile', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
  ] as const)(
    'keeps the home page in place on %s when the script takes over from the markup',
    async (_name, device) => {
      /** Where the banners and the first sections of the page sit, top to bottom. */
      const layout = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({
          ...device,
          javaScriptEnabled,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.goto(SITE_URL);
        if (javaScriptEnabled) {
          // Settled: the session is read (a guest's), so the account's banners are final.
          await page.locator('.top-bar__account[aria-busy="false"]').waitFor();
          await page.waitForLoadState('networkidle');
        }
        const tops = await page.evaluate(() =>
          [...document.querySelectorAll('.account-banners, #main > *')]
            .slice(0, 4)
            .map((element) => `${element.className}: ${element.getBoundingClientRect().top}`),
        );
        await context.close();
        return tops;
      };
      const before = await layout(false);
      expect(before.length).toBe(4);
      expect(await layout(true)).toEqual(before);
    },
  );
});
