// @ts-check
/**
 * The embed's figures for `npm run bench`: the loader's gzip size, each widget's gzip size with
 * its UI runtime (the widget's chunk and every chunk it imports statically; the hotel widget's
 * city list and the flight widget's airport list load later, on demand, and are listed apart) on
 * the shipped preact/compat build and on the React 19 build it replaced, against the goal, and,
 * on the demo page in Debian Chromium, each widget's time to interactive and the CLS.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../../apps/embed-demo/server.mjs';
import { assertChromium, CHROMIUM_ARGS } from '../../tests/support/chromium.mjs';
import { repoRoot } from './database.mjs';

const packageDir = path.join(repoRoot, 'packages/search-widgets');
/** Each widget's chunk (vite.embed.config.ts). */
const WIDGET_ENTRIES = {
  'hotel-search': 'src/embed/hotelSearchWidget.tsx',
  'flight-search': 'src/embed/flightSearchWidget.tsx',
  reviews: 'src/embed/reviewsWidget.tsx',
};
/** The demo page's widgets: the first field that makes each usable, and whether it is below the fold. */
const DEMO_WIDGETS = {
  'hotel-search': { firstInput: 'Destination', below: false },
  'flight-search': { firstInput: 'From', below: true },
};
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Issue 9's budget for the hotel and flight widgets, UI runtime included. */
const SEARCH_WIDGET_GOAL_BYTES = 45 * 1024;

/** @param {'react' | 'preact'} runtime */
function buildEmbed(runtime) {
  const result = spawnSync('npm', ['run', 'build:embed', '--silent'], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VOYAGENT_EMBED_RUNTIME: runtime },
  });
  if (result.status !== 0) throw new Error(`The ${runtime} embed build failed`);
  return path.join(packageDir, runtime === 'react' ? 'dist-embed-react' : 'dist-embed');
}

/** @param {string} dir */
function sizes(dir) {
  /** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const gzipOf = (/** @type {string} */ file) =>
    gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  /** The chunk and, recursively, what it imports statically: what a widget needs to start. */
  const startFiles = (/** @type {string} */ key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) startFiles(imported, seen);
    return seen;
  };
  const widgets = Object.fromEntries(
    Object.entries(WIDGET_ENTRIES).map(([name, entry]) => {
      const files = [...startFiles(entry)];
      return [name, files.reduce((sum, file) => sum + gzipOf(file), 0)];
    }),
  );
  const later = Object.values(manifest)
    .filter((chunk) => /voyagent-(embedCities|worldAirports)\./.test(chunk.file))
    .map((chunk) => `${chunk.file.split('.')[0]} ${kib(gzipOf(chunk.file))}`);
  return { loader: gzipOf('voyagent-embed.js'), widgets, later };
}

/** Milliseconds from navigation start to each widget's first field being enabled, and the CLS. */
async function demoTimings() {
  const demo = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: assertChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.addInitScript(() => {
      const record = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (window));
      /** @type {Record<string, number>} */
      const ready = {};
      let cls = 0;
      record[Symbol.for('embed-bench')] = { ready, cls: () => cls };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          cls += /** @type {{ value: number }} */ (/** @type {unknown} */ (entry)).value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const poll = () => {
        for (const host of document.querySelectorAll('[data-voyagent-widget]')) {
          const name = host.getAttribute('data-voyagent-widget') ?? '';
          const input = host.shadowRoot?.querySelector('input:not([disabled])');
          if (input && !(name in ready)) ready[name] = performance.now();
        }
        requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto(demo.url);
    /** @type {Record<string, number>} */
    const interactive = {};
    for (const [name, { firstInput, below }] of Object.entries(DEMO_WIDGETS)) {
      const host = page.locator(`[data-voyagent-widget="${name}"]`);
      // A widget below the fold loads when scrolled to: its time counts from the scroll.
      const scrolledAt = below
        ? await host.evaluate((element) => {
            element.scrollIntoView();
            return performance.now();
          })
        : 0;
      await page.getByRole('combobox', { name: firstInput }).waitFor();
      const ready = await page.evaluate(
        (widget) =>
          /** @type {{ ready: Record<string, number> }} */ (
            /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (window))[
              Symbol.for('embed-bench')
            ]
          ).ready[widget],
        name,
      );
      interactive[name] = (ready ?? NaN) - scrolledAt;
    }
    const cls = await page.evaluate(() =>
      /** @type {{ cls: () => number }} */ (
        /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (window))[
          Symbol.for('embed-bench')
        ]
      ).cls(),
    );
    return { interactive, cls };
  } finally {
    await browser.close();
    await demo.close();
  }
}

export async function benchEmbed() {
  const react = sizes(buildEmbed('react'));
  // The shipped preact build last: it is the one dist-embed/ keeps and the demo serves.
  const preact = sizes(buildEmbed('preact'));
  console.log(`loader voyagent-embed.js: ${preact.loader} B gzip (goal ≤ 2048 B)`);
  console.log(
    'widget with its UI runtime, gzip (goal ≤ 45 KiB for hotel and flight):  preact/compat (shipped)   React 19',
  );
  for (const name of Object.keys(WIDGET_ENTRIES)) {
    const shipped = preact.widgets[name] ?? 0;
    const verdict =
      name === 'reviews' ? '' : shipped <= SEARCH_WIDGET_GOAL_BYTES ? '  goal met' : '  OVER GOAL';
    console.log(
      `  ${name.padEnd(48)} ${kib(shipped).padStart(9)}${verdict.padEnd(12)} ${kib(react.widgets[name] ?? 0).padStart(13)}`,
    );
  }
  console.log(`  loaded on demand (preact build): ${preact.later.join(', ')}`);
  const { interactive, cls } = await demoTimings();
  for (const [name, ms] of Object.entries(interactive)) {
    console.log(`demo page, ${name} interactive after ${ms.toFixed(0)} ms`);
  }
  console.log(`demo page CLS: ${cls}`);
}
