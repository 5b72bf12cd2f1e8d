import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromium, CHROMIUM_ARGS } from '../support/chromium.mjs';
import { launchBrowser, SITE_URL } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Loads `url` and waits until the service worker is active and controls the page. */
async function visitUntilControlled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

const buildIdOf = (page: Page) =>
  page.locator('meta[name="voyagent-build"]').getAttribute('content');

describe('the site as an installable app (emulated hosting)', () => {
  it('serves the service worker and the manifest uncached, so updates reach visitors', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${SITE_URL}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('is installable: Chromium parses the manifest and reports no installability errors', async () => {
    // Chromium never offers to install from an incognito profile, which every newContext is.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'voyagent-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: assertChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const page = await visitUntilControlled(context, SITE_URL);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${SITE_URL}/manifest.webmanifest`);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Voyagent',
      display: 'standalone',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  it('opens the start URL and /flights from the service worker with the network off', async () => {
    const context = await browser.newContext();
    const page = await visitUntilControlled(context, SITE_URL);
    await context.setOffline(true);

    const home = await page.goto(SITE_URL);
    expect(home?.fromServiceWorker()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your AI travel companion');

    const flights = await page.goto(`${SITE_URL}/flights`);
    expect(flights?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Search flights' }).waitFor();

    // The backend's paths never get the app shell: offline, they simply fail.
    await expect(page.goto(`${SITE_URL}/api/reviews-list`)).rejects.toThrow(/ERR_INTERNET/);
    await context.close();
  });
});

const execFileAsync = promisify(execFile);
const siteDir = path.resolve(import.meta.dirname, '../../apps/site');

/** One real build of the site for the emulators, tagged with its build id. */
async function buildSite(outDir: string, buildId: string) {
  await execFileAsync(
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'emulator',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel=error',
    ],
    // NODE_ENV: vitest sets it to test, which would make Vite build a development bundle.
    { cwd: siteDir, env: { ...process.env, NODE_ENV: 'production', VOYAGENT_BUILD_ID: buildId } },
  );
}

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** A static host with hosting's SPA fallback (the app shell), whose files can be swapped for a new deploy. */
async function serveSite(initialRoot: string) {
  let root = initialRoot;
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, 'app-shell.html');
    }
    response.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-cache');
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    deploy(nextRoot: string) {
      root = nextRoot;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('updating the installed app (two real builds)', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'voyagent-pwa-'));
  const v1 = path.join(workDir, 'v1');
  const v2 = path.join(workDir, 'v2');
  let site: Awaited<ReturnType<typeof serveSite>>;

  beforeAll(async () => {
    await buildSite(v1, 'pwa-test-v1');
    await buildSite(v2, 'pwa-test-v2');
    site = await serveSite(v1);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('offers v2 once deployed; Update Now toasts, reloads and runs v2', async () => {
    const context = await browser.newContext();
    const page = await visitUntilControlled(context, site.origin);
    expect(await buildIdOf(page)).toBe('pwa-test-v1');
    const prompt = page.getByRole('region', { name: 'Update available!' });

    site.deploy(v2);
    // A navigation makes the browser look for a new worker; v1 still answers it from its cache.
    await page.reload();
    await prompt.waitFor();
    expect(await buildIdOf(page)).toBe('pwa-test-v1');
    await expect.poll(() => prompt.getByText('A new version is ready.').isVisible()).toBe(true);

    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Update Now' }).click();
    await page.getByText('App updated! Reloading...').waitFor();
    await reloaded;
    await expect.poll(() => buildIdOf(page)).toBe('pwa-test-v2');
    await expect.poll(() => prompt.count()).toBe(0);
    await context.close();
  });
});
