// @ts-check
/**
 * `npm run pwa-assets -w @voyagent/site`: rasterises public/favicon.svg into the manifest's PNG
 * icons and the Open Graph card, and photographs the built site (dist/, so build first) for the manifest's screenshots, in
 * Debian's Chromium. Rerun after changing the logo or the home page, and commit the PNGs.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { assertChromium, CHROMIUM_ARGS } from '../../../tests/support/chromium.mjs';

const siteRoot = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(siteRoot, 'public');
const distDir = path.join(siteRoot, 'dist');
const THEME_COLOR = '#1d4ed8';
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The logo at `size` px; `scale` < 1 centres it on a full-bleed brand square (maskable).
 * @param {number} size
 * @param {number} scale
 */
function iconPage(size, scale) {
  const logo = Math.round(size * scale);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;
    place-items:center;background:${scale < 1 ? THEME_COLOR : 'transparent'}">
    <div style="width:${logo}px;height:${logo}px">${favicon.replace('<svg ', `<svg width="${logo}" height="${logo}" `)}</div>
    </body></html>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, scale: 1 },
  // The maskable safe zone is the centre circle of 80 % diameter: the logo fills 70 % of it.
  { file: 'icons/maskable-512.png', size: 512, scale: 0.7 },
];

/**
 * The Open Graph card shared links show: 1200 × 630 as SOCIAL_IMAGE in src/routes/seoRules.ts
 * says (tests/e2e/prerender.e2e.test.ts reads the PNG's size), the logo, name and home heading.
 */
const SOCIAL_CARD = { file: 'og-image.png', width: 1200, height: 630 };

function socialCardPage() {
  const { width, height } = SOCIAL_CARD;
  return `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;
    display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
    background:${THEME_COLOR};color:#fff;font-family:system-ui,sans-serif">
    <div style="width:220px;height:220px;flex:none;background:#fff;border-radius:48px;display:grid;
      place-items:center">${favicon.replace('<svg ', '<svg width="170" height="170" ')}</div>
    <div><div style="font-size:96px;font-weight:800;line-height:1">Voyagent</div>
    <div style="font-size:44px;margin-top:24px;opacity:.92">Your AI travel companion</div></div>
    </body></html>`;
}

const SCREENSHOTS = [
  { file: 'screenshots/wide.png', width: 1280, height: 720 },
  { file: 'screenshots/narrow.png', width: 390, height: 844 },
];

/** @type {Record<string, string>} */
const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** dist/ over HTTP with the SPA fallback hosting has; answers its origin. */
async function serveDist() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(distDir, path.normalize(pathname));
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(distDir, 'index.html');
    }
    response.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  throw new Error('apps/site/dist is missing: run `npm run build -w @voyagent/site` first.');
}
for (const dir of ['icons', 'screenshots'])
  mkdirSync(path.join(publicDir, dir), { recursive: true });

const browser = await chromium.launch({
  executablePath: assertChromium(),
  args: CHROMIUM_ARGS,
  headless: true,
});
const site = await serveDist();
try {
  for (const { file, size, scale } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconPage(size, scale));
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: scale === 1 });
    await page.close();
    console.log(`wrote public/${file}`);
  }
  const card = await browser.newPage({
    viewport: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height },
  });
  await card.setContent(socialCardPage());
  await card.screenshot({ path: path.join(publicDir, SOCIAL_CARD.file) });
  await card.close();
  console.log(`wrote public/${SOCIAL_CARD.file}`);
  for (const { file, width, height } of SCREENSHOTS) {
    // Light theme and no motion: the same picture on every run.
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    // A returning visitor's home page: splash seen, cookies answered (install-prompts' keys).
    await context.addInitScript(() => {
      localStorage.setItem('hasSeenSplash', 'true');
      localStorage.setItem('lastActivity', String(Date.now()));
      localStorage.setItem('cookie-consent', 'accepted');
    });
    const page = await context.newPage();
    await page.goto(site.origin);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(publicDir, file) });
    await context.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  site.close();
  await browser.close();
}
