// @ts-check
/**
 * `npm run bench`: speed and size figures, printed, never asserted by tests.
 * - city-suggestions: index build and per-query latency (vitest bench, mean in ms);
 * - gzip size of every published package's entry files and of the site's JavaScript.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/database.mjs';
import { ensureInstalled } from './lib/install.mjs';

ensureInstalled();
const run = (/** @type {string[]} */ args, /** @type {string} */ cwd = repoRoot) => {
  const result = spawnSync(args[0] ?? 'npm', args.slice(1), { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log('━━ city-suggestions index');
run(['npx', 'vitest', 'bench', '--run', '--project=backend'], repoRoot);

console.log('\n━━ bundle sizes (gzip)');
run(['npm', 'run', 'build:packages', '--silent']);
run(['npm', 'run', 'build:emulator', '-w', '@voyagent/site', '--silent']);
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipOf = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;
for (const pkg of readdirSync(path.join(repoRoot, 'packages')).sort()) {
  const dist = path.join(repoRoot, 'packages', pkg, 'dist');
  const files = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
  console.log(
    `@voyagent/${pkg}: ${files.map((file) => `${file} ${kib(gzipOf(path.join(dist, file)))}`).join(', ')}`,
  );
}
const siteDist = path.join(repoRoot, 'apps/site/dist');
const siteJs = readdirSync(path.join(siteDist, 'assets')).filter((file) => file.endsWith('.js'));
const sizeOf = (/** @type {string[]} */ files) =>
  files.reduce((sum, file) => sum + gzipOf(path.join(siteDist, 'assets', file)), 0);
// What the first page load fetches: the scripts index.html references (entry + modulepreloads).
const indexHtml = readFileSync(path.join(siteDist, 'index.html'), 'utf8');
const initialJs = siteJs.filter((file) => indexHtml.includes(`/assets/${file}`));
console.log(`site JavaScript, first load: ${kib(sizeOf(initialJs))} (${initialJs.join(', ')})`);
console.log(`site JavaScript, all routes: ${kib(sizeOf(siteJs))} in ${siteJs.length} files`);
