// @ts-check
/**
 * Lighthouse 13 scores for `npm run bench` (issue 12 item 8): the mobile preset (Lighthouse's
 * default: a mid-range phone, simulated slow 4G) in Debian Chromium, over the built site served
 * by the emulator stack (the hosting emulator applies firebase.json's headers and rewrites, and the
 * home page's backend calls answer), as a guest with a fresh profile per page. Figures are printed,
 * never asserted: they vary with the machine's load.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, assertChromium } from '../../tests/support/chromium.mjs';
import { repoRoot } from './database.mjs';
import { run } from './processes.mjs';
import { SITE_URL, startStack } from './stack.mjs';

/**
 * The pages measured (issue 12 item 8): home, a search page, a blog post (a seeded one,
 * functions/migrations/0018_blog.sql) and a prerendered content page.
 */
export const LIGHTHOUSE_PATHS = ['/', '/flights', '/blog/pack-a-carry-on-for-a-week', '/pricing'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Debian Chromium with the DevTools protocol on a port the system picks, in its own profile.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'voyagent-lighthouse-'));
  const child = spawn(
    assertChromium(),
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing to the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** @param {number | null | undefined} score 0..1 */
const asPercent = (score) => (score == null ? '  –' : String(Math.round(score * 100)).padStart(3));

/**
 * The console errors and the elements that shifted, named, so a regression can be traced.
 * @param {Record<string, { details?: any }>} audits
 */
function culprits(audits) {
  /** @type {{ description?: string, source?: string, node?: { snippet?: string }, score?: number }[]} */
  const errors = audits['errors-in-console']?.details?.items ?? [];
  /** @type {typeof errors} */
  const shifts = audits['layout-shifts']?.details?.items ?? [];
  return [
    ...errors.slice(0, 3).map((item) => `console: ${item.description ?? item.source ?? '?'}`),
    ...shifts
      .slice(0, 3)
      .map(
        (item) => `shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? '(unknown element)'}`,
      ),
  ].map((line) => line.replace(/\s+/g, ' ').slice(0, 160));
}

/**
 * How many times each page is measured: the figures printed are the median run's (Lighthouse's
 * own choice of median, by FCP and TTI), as Lighthouse advises, since one run's performance
 * moves by a few points with the machine's load. LIGHTHOUSE_RUNS changes it.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/**
 * One Lighthouse run of `pagePath` in a fresh Chromium.
 * @param {string} pagePath
 */
async function lighthouseRun(pagePath) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(`${SITE_URL}${pagePath}`, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The emulator build is noindex by design (indexing only on the production host), so
      // the SEO score is taken without that one audit.
      skipAudits: ['is-crawlable'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.close();
  }
}

/** Builds the functions (the site is built by the bench before), starts the stack, runs Lighthouse. */
export async function benchLighthouse() {
  await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
  const stack = await startStack();
  try {
    console.log(
      `Lighthouse 13, mobile preset, ${SITE_URL}, median of ${LIGHTHOUSE_RUNS} runs ` +
        '(goals: performance ≥ 98, others 100, CLS 0)',
    );
    console.log('  (* without "is-crawlable": this build is noindex off the production host)');
    const width = Math.max(...LIGHTHOUSE_PATHS.map((pagePath) => pagePath.length)) + 1;
    console.log(
      `  ${'page'.padEnd(width)} perf  a11y  best   seo*   CLS     FCP     LCP      TBT`,
    );
    for (const pagePath of LIGHTHOUSE_PATHS) {
      // One request first: the emulator starts a function's runtime at its first call (the blog
      // post's blog-page: about two seconds of server time), which no visitor meets in
      // production, where hosting's CDN caches the page. Lighthouse then measures the page.
      await (await fetch(`${SITE_URL}${pagePath}`)).arrayBuffer();
      /** @type {import('lighthouse').Result[]} */
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRun(pagePath));
      /** @type {import('lighthouse').Result} */
      const median = computeMedianRun(runs);
      const { categories, audits } = median;
      // LIGHTHOUSE_REPORT_DIR keeps each page's median report (JSON) for tracing a regression.
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
        writeFileSync(
          path.join(reportDir, `${name}.json`),
          JSON.stringify(median),
        );
      }
      const scores = CATEGORIES.map((id) => asPercent(categories[id]?.score)).join('   ');
      const metric = (/** @type {string} */ id) => audits[id]?.displayValue ?? '–';
      console.log(
        `  ${pagePath.padEnd(width)} ${scores}  ${metric('cumulative-layout-shift').padStart(5)}  ` +
          `${metric('first-contentful-paint').padStart(6)}  ` +
          `${metric('largest-contentful-paint').padStart(6)}  ${metric('total-blocking-time').padStart(7)}`,
      );
      const performances = runs.map((run) => asPercent(run.categories.performance?.score).trim());
      console.log(`      performance of the ${runs.length} runs: ${performances.join(', ')}`);
      // What keeps a category under 100: the failing audits' titles, so the next step is clear.
      for (const id of CATEGORIES) {
        const failing = (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => audits[ref.id]?.title ?? ref.id);
        if (failing.length > 0) console.log(`      ${id}: ${failing.join('; ')}`);
      }
      for (const line of culprits(audits)) console.log(`      ${line}`);
    }
  } finally {
    await stack.stop();
  }
}
