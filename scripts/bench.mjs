// @ts-check
/**
 * `npm run bench`: speed and size figures, printed, never asserted by tests.
 * - city-suggestions: index build and per-query latency (vitest bench, mean in ms);
 * - airport-suggestions: per-query latency (vitest bench) and the airport list's gzip size;
 * - the travel-tool services (functions/src/travelTools.bench.ts): p50 and p95 per call, in process;
 * - gzip size of every published package's entry files and of the site's JavaScript;
 * - the embeds (scripts/lib/embedBench.mjs): loader and per-widget gzip, React vs preact/compat,
 *   time to interactive and CLS on the demo page;
 * - the AI assistant's evaluation set (scripts/lib/assistantEvalBench.mjs): hard-constraint pass
 *   rate and ungrounded facts, offline and on a scripted model; offline itinerary time, tool p95;
 * - the PWA shell's added first-load size and its on-demand wizard and splash chunks
 *   (scripts/lib/shellBench.mjs);
 * - the site's first-load JS and CSS per public route (scripts/lib/firstLoad.mjs) and its
 *   Lighthouse 13 scores, mobile preset, on the emulator stack (scripts/lib/lighthouseBench.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchAssistantEval } from './lib/assistantEvalBench.mjs';
import { repoRoot } from './lib/database.mjs';
import { benchEmbed } from './lib/embedBench.mjs';
import { firstLoadByRoute } from './lib/firstLoad.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { benchLighthouse } from './lib/lighthouseBench.mjs';
import { benchShell } from './lib/shellBench.mjs';

ensureInstalled();
const run = (/** @type {string[]} */ args, /** @type {string} */ cwd = repoRoot) => {
  const result = spawnSync(args[0] ?? 'npm', args.slice(1), { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log(
  '━━ backend: city-suggestions and airport-suggestions indexes, usage increments, travel-tool p95',
);
run(['npx', 'vitest', 'bench', '--run', '--project=backend'], repoRoot);

console.log('\n━━ AI assistant evaluation (offline engine and scripted model, no network)');
await benchAssistantEval();

console.log('\n━━ bundle sizes (gzip)');
run(['npm', 'run', 'build:packages', '--silent']);
run(['npm', 'run', 'build:emulator', '-w', '@voyagent/site', '--silent']);
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipOf = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a host pays for one ui-kit entry point: the entry bundled and minified with everything it
 * imports (react-aria, date math, …) except React itself, plus the entry's CSS.
 */
async function hostCostOf(/** @type {string} */ specifier) {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: repoRoot },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    loader: { '.css': 'empty' },
  });
  return result.outputFiles.reduce(
    (sum, file) => sum + gzipSync(file.contents, { level: 9 }).length,
    0,
  );
}
const uiKitDist = path.join(repoRoot, 'packages/ui-kit/dist');
/** @type {Array<[specifier: string, file: string]>} */
const uiKitEntries = [
  ['@voyagent/ui-kit', 'index'],
  ...readdirSync(uiKitDist, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(uiKitDist, entry.name, 'index.js')),
    )
    .map(
      (entry) =>
        /** @type {[string, string]} */ ([`@voyagent/ui-kit/${entry.name}`, `${entry.name}/index`]),
    ),
];
console.log('@voyagent/ui-kit entry points (JS with its dependencies minus React, + CSS):');
for (const [specifier, file] of uiKitEntries) {
  const cssFile = path.join(uiKitDist, `${file}.css`);
  const css = existsSync(cssFile) ? gzipOf(cssFile) : 0;
  console.log(
    `  ${specifier.padEnd(32)} JS ${kib(await hostCostOf(specifier)).padStart(9)}  CSS ${kib(css).padStart(8)}`,
  );
}
console.log(
  `  @voyagent/ui-kit/tokens.css       CSS ${kib(gzipOf(path.join(uiKitDist, 'tokens.css')))}`,
);

for (const pkg of readdirSync(path.join(repoRoot, 'packages')).sort()) {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'packages', pkg, 'package.json'), 'utf8'),
  );
  // ui-kit is measured per entry point above; private packages (contracts) are not published.
  if (pkg === 'ui-kit' || manifest.private) continue;
  const dist = path.join(repoRoot, 'packages', pkg, 'dist');
  const files = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
  console.log(
    `@voyagent/${pkg}: ${files.map((file) => `${file} ${kib(gzipOf(path.join(dist, file)))}`).join(', ')}`,
  );
}
// The flight widget's airport list with its search: a chunk loaded on the first airport search.
console.log(
  `@voyagent/search-widgets/airports (airport list + search, minified): ${kib(await hostCostOf('@voyagent/search-widgets/airports'))}`,
);
const siteDist = path.join(repoRoot, 'apps/site/dist');
const siteJs = readdirSync(path.join(siteDist, 'assets')).filter((file) => file.endsWith('.js'));
const sizeOf = (/** @type {string[]} */ files) =>
  files.reduce((sum, file) => sum + gzipOf(path.join(siteDist, 'assets', file)), 0);
// What the first page load fetches: the scripts index.html references (entry + modulepreloads).
const indexHtml = readFileSync(path.join(siteDist, 'index.html'), 'utf8');
const initialJs = siteJs.filter((file) => indexHtml.includes(`/assets/${file}`));
console.log(`site JavaScript, first load: ${kib(sizeOf(initialJs))} (${initialJs.join(', ')})`);
console.log(`site JavaScript, all routes: ${kib(sizeOf(siteJs))} in ${siteJs.length} files`);
// Per route, from the Vite manifest: the entry with its static imports plus the route's lazy page.
const FIRST_LOAD_JS_GOAL = 120_000;
console.log('site first load per public route, gzip (goal for home: JS ≤ 120 KB = 117.2 KiB):');
for (const { route, page, js, css, jsFiles } of await firstLoadByRoute(siteDist)) {
  const verdict = page === 'home' ? (js <= FIRST_LOAD_JS_GOAL ? '  goal met' : '  OVER GOAL') : '';
  console.log(
    `  ${route.padEnd(28)} JS ${kib(js).padStart(9)} in ${String(jsFiles).padStart(2)} files  ` +
      `CSS ${kib(css).padStart(8)}${verdict}`,
  );
}
// The update prompt with workbox-window: its own chunk, fetched after the load event.
const updateChunk = readdirSync(path.join(siteDist, 'assets')).filter((file) =>
  /^UpdateNotice-.*\.(js|css)$/.test(file),
);
console.log(`site update prompt chunk (JS + CSS): ${kib(sizeOf(updateChunk))}`);
await benchShell(siteDist, kib);
// What a first visit's service worker downloads to open offline: the files sw.js precaches.
const precached = [
  ...readFileSync(path.join(siteDist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g),
].map((match) => path.join(siteDist, match[1] ?? ''));
console.log(
  `site service worker: sw.js ${kib(gzipOf(path.join(siteDist, 'sw.js')))}; precache ` +
    `${precached.length} files, ${kib(precached.reduce((sum, file) => sum + gzipOf(file), 0))}`,
);

console.log('\n━━ embeds (packages/search-widgets/dist-embed, apps/embed-demo)');
await benchEmbed();

console.log('\n━━ site in Lighthouse (built site on the emulators)');
await benchLighthouse();
