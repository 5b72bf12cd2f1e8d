import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_URL, MAP_TILE_FIXTURE_ORIGIN } from '../../scripts/lib/stack.mjs';
import { FUNCTIONS_URL, launchBrowser, SITE_URL } from './browser';

const hostingRules = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  }
).hosting.headers;

/** The policy deployed with a source's rule (firebase.json), to compare the emulator's against. */
const policyOf = (source: string) =>
  hostingRules
    .find((rule) => rule.source === source)
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;

const deployedPolicy = policyOf('**');
/** The isolated map frame's own policy (issue 12 item 5). */
const mapFramePolicy = policyOf('/maps-frame');

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

describe('the isolated map frame (issue 12 item 5)', () => {
  it('is sent with its own policy, which lets the site alone frame it', async () => {
    const response = await fetch(`${SITE_URL}/maps-frame`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<main id="map"');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mapFramePolicy).toContain("frame-ancestors 'self'");
    expect(mapFramePolicy).toContain('https://*.googleapis.com');
    expect(response.headers.get('content-security-policy')).toBe(
      mapFramePolicy?.replace(/(connect-src [^;]*)/, `$1 ${emulatorOrigins.join(' ')}`),
    );
  });

  it('keeps every other page unframeable and free of Google map origins', async () => {
    const policy = (await fetch(`${SITE_URL}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('googleapis.com/maps');
    expect(policy).not.toContain('*.googleapis.com');
    expect(policy).not.toContain('*.gstatic.com');
  });
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

  it('draws the map in the isolated frame under its own policy, the key sent by message', async () => {
    const { page, violations, consoleErrors } = await watchedPage();
    const key = 'AIzaSyA-test_key-0123456789abcdefghij';
    // Google's script stands in (no network here, no key in the emulator): it records the map.
    const requested: string[] = [];
    await page.context().route('https://maps.googleapis.com/maps/api/js**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { maps: {
          Map: function (element, options) {
            element.dataset.drawn = options.center.lat + ',' + options.center.lng + '@' + options.zoom;
          },
          Marker: function () {},
        } };`,
      });
    });
    await page.goto(SITE_URL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The dialog's side of the protocol (src/location/mapFrameProtocol.ts), as LocationMap runs it.
    const states = await page.evaluate(async (apiKey) => {
      const frame = document.createElement('iframe');
      frame.src = '/maps-frame';
      frame.title = 'Map of your location';
      const seen: unknown[] = [];
      const settled = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
          const data = event.data as { type: string; state?: { status: string } };
          if (data.type === 'voyagent-map:listening') {
            const center = { lat: 48.8566, lng: 2.3522 };
            const show = { type: 'voyagent-map:show', apiKey, center, zoom: 16 };
            frame.contentWindow?.postMessage(show, location.origin);
          } else if (data.state) {
            seen.push(data.state);
            if (data.state.status !== 'loading') resolve();
          }
        });
      });
      document.body.append(frame);
      await settled;
      return seen;
    }, key);
    expect(states).toEqual([{ status: 'loading', attempt: 1 }, { status: 'ready' }]);
    expect(requested).toEqual([`https://maps.googleapis.com/maps/api/js?key=${key}&v=weekly`]);
    // /maps-frame from hosting, /maps-frame.html when the service worker's precache answers.
    const frame = page
      .frames()
      .find((each) => /^\/maps-frame(\.html)?$/.test(new URL(each.url()).pathname));
    expect(await frame?.locator('#map').getAttribute('data-drawn')).toBe('48.8566,2.3522@16');
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
