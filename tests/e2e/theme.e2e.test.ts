import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SITE_URL } from './browser';

let browser: Browser;

beforeAll(async () => {
  // Its pages block the app's scripts: navigations have no app to wait for.
  browser = await launchBrowser({ waitForApp: false });
});
afterAll(() => browser?.close());

/**
 * The theme as the first paint sees it: the site's scripts are blocked, so only the inline head
 * script can have set it. A wrong value here is a flash of the wrong theme on load.
 */
async function themeBeforeScripts(
  colorScheme: 'light' | 'dark',
  storedTheme?: string,
): Promise<string | undefined> {
  const context = await browser.newContext({ colorScheme });
  try {
    if (storedTheme !== undefined) {
      await context.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, storedTheme);
    }
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(SITE_URL);
    return await page.evaluate(() => document.documentElement.dataset.theme);
  } finally {
    await context.close();
  }
}

describe('theme on first paint (no flash)', () => {
  it('follows the system colour scheme when nothing is stored', async () => {
    expect(await themeBeforeScripts('dark')).toBe('dark');
    expect(await themeBeforeScripts('light')).toBe('light');
  });

  it('applies the stored choice over the system', async () => {
    expect(await themeBeforeScripts('dark', 'light')).toBe('light');
    expect(await themeBeforeScripts('light', 'dark')).toBe('dark');
  });

  it('treats a stored "system" or garbage as system', async () => {
    expect(await themeBeforeScripts('dark', 'system')).toBe('dark');
    expect(await themeBeforeScripts('dark', '{"bad":')).toBe('dark');
  });
});
