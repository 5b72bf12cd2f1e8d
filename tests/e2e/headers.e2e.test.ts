import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_URL, MAP_TILE_FIXTURE_ORIGIN } from '../../scripts/lib/stack.mjs';
import { FUNCTIONS_URL, launchBrowser, SITE_URL } from './browser';

/** The policy deployed with the site (firebase.json), to compare the emulator's against. */
const deployedPolicy = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  }
).hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')?.value;

const emulatorOrigins = [AUTH_URL, new URL(FUNCTIONS_URL).origin, MAP_TILE_FIXTURE_ORIGIN];

describe('hosting headers', () => {
  it.each(['/', '/auth', '/no/such/deep/route'])(
    'sends the security headers with %s',
    async (path) => {
      const response = await fetch(`${SITE_URL}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The deployed policy, with only the emulators' origins added to connect-src for this build.
      expect(deployedPolicy).toBeDefined();
      expect(response.headers.get('content-security-policy')).toBe(
        deployedPolicy?.replace(/(connect-src [^;]*)/, `$1 ${emulatorOrigins.join(' ')}`),
      );
    },
  );
});

describe('the built site under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  interface Watched {
    page: Page;
    /** Violations the page reported, as "directive blocked-uri". */
    violations: () => Promise<string[]>;
    /** Console errors, where Chromium also reports what a policy refused. */
    consoleErrors: string[];
  }

  async function watchedPage(): Promise<Watched> {
    const context = await browser.newContext();
    // Init scripts run through the DevTools protocol, outside the policy, before the page's own.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const violations = () =>
      page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
    return { page, violations, consoleErrors };
  }

  it('reports what it blocks: an inline script (style attributes are allowed)', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(SITE_URL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      document.body.setAttribute('style', 'outline: 1px solid red');
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual(['script-src-elem inline']);
    // Prerendered markup carries style attributes (firebase.json's style-src-attr): applied.
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('solid');
  });

  it('applies the theme, suggests cities and signs up with nothing blocked', async () => {
    const { page, violations, consoleErrors } = await watchedPage();
    await page.goto(SITE_URL);
    // Set by the inline head script, which runs only if the policy lists its hash.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(
      /^(light|dark)$/,
    );

    const field = page.getByRole('combobox', { name: 'Where do you want to go?' });
    await field.pressSequentially('Par');
    await page.getByRole('option', { name: /Paris\s*France/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('Paris, France');

    const themeBefore = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole('radio', { name: themeBefore === 'dark' ? 'Light' : 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .not.toBe(themeBefore);

    const email = `csp-${randomUUID()}@example.com`;
    await page.getByRole('link', { name: 'Start 7-Day Free Trial' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Voyage2026!');
    await page.getByLabel('Confirm password').fill('Voyage2026!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Welcome back, Ada Lovelace').waitFor();
    expect(await page.getByTestId('account-email').textContent()).toBe(email);

    expect(await violations()).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('cannot be framed by another origin', async () => {
    const { page } = await watchedPage();
    const refused = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('frame-ancestors'),
      timeout: 10_000,
    });
    // The test page is about:blank, an origin other than the site's.
    await page.setContent(`<iframe src="${SITE_URL}" title="framed site"></iframe>`);
    expect((await refused).text()).toContain(`Framing '${SITE_URL}/' violates`);
  });
});
