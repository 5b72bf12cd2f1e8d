// @ts-check
/**
 * The PWA shell's cost for `npm run bench` (issue 11 item 9): what @voyagent/install-prompts adds
 * to the site's first load, and the on-demand chunks of the install wizard and launch splash.
 *
 * The first-load figure bundles exactly the names the site imports eagerly from the package (the
 * files that are not lazy chunks in the site's Vite manifest), minified, with their CSS, gzip 9.
 * React, ui-kit and react-aria stay out: the site already ships them for every page, so they are
 * not what the shell adds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { repoRoot } from './database.mjs';

const siteDir = path.join(repoRoot, 'apps/site');
const PACKAGE = '@voyagent/install-prompts';
/** The goal of issue 11: at most 15 KB gzip added to the first load. */
export const SHELL_FIRST_LOAD_GOAL = 15_000;
const SHARED_WITH_THE_SITE = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@voyagent/ui-kit',
  '@voyagent/ui-kit/*',
  'react-aria',
  'react-aria/*',
  'react-aria-components',
  '@react-aria/*',
  '@react-stately/*',
  '@internationalized/*',
];

/** @typedef {Record<string, { file: string, css?: string[], imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} Manifest */

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The value names (not types) the site imports from the package's root: `eager` from modules in
 * the first load, `deferred` from the shell's lazy modules (loaded after the first paint; the
 * update notice, the shell surfaces), pages left out.
 * @param {Manifest} manifest
 */
function siteImports(manifest) {
  const lazyModules = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => path.resolve(siteDir, key)),
  );
  /** @type {{ eager: Set<string>, deferred: Set<string> }} */
  const names = { eager: new Set(), deferred: new Set() };
  for (const file of sourceFiles(path.join(siteDir, 'src'))) {
    if (file.startsWith(path.join(siteDir, 'src/pages'))) continue;
    const into = lazyModules.has(file) ? names.deferred : names.eager;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@voyagent\/install-prompts'/g,
    )) {
      if (match[1]) continue;
      for (const spec of (match[2] ?? '').split(',')) {
        const name = spec.trim();
        if (name && !name.startsWith('type ')) into.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return { eager: [...names.eager].sort(), deferred: [...names.deferred].sort() };
}

/** @param {string[]} names */
async function firstLoadCost(names) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from '${PACKAGE}';`,
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    conditions: ['voyagent-source'],
    external: SHARED_WITH_THE_SITE,
    loader: { '.module.css': 'local-css', '.css': 'css' },
  });
  const size = (/** @type {RegExp} */ kind) =>
    result.outputFiles
      .filter((file) => kind.test(file.path))
      .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  return { js: size(/\.js$/), css: size(/\.css$/) };
}

/** @param {Manifest} manifest @param {string} key @param {Set<string>} files */
function collectStatic(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, files);
}

/**
 * Prints the figures.
 * @param {string} distDir the built site (apps/site/dist)
 * @param {(bytes: number) => string} kib
 */
export async function benchShell(distDir, kib) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipOf = (/** @type {string} */ file) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const { eager, deferred } = siteImports(manifest);
  const first = await firstLoadCost(eager);
  const total = first.js + first.css;
  console.log(
    `install-prompts on the first load (${eager.length} names, JS + CSS, goal ≤ 15 KB = 14.6 KiB): ` +
      `${kib(total)}  ${total <= SHELL_FIRST_LOAD_GOAL ? 'goal met' : 'OVER GOAL'}`,
  );
  // Everything the shell uses once the page is up (banners, offline queue, update prompt).
  const all = [...new Set([...eager, ...deferred])];
  const later = await firstLoadCost(all);
  console.log(
    `install-prompts after the first paint, in all (${all.length} names): ` +
      `${kib(later.js + later.css - total)} more`,
  );

  // The site's entry; maps-frame.html (the isolated map frame) is the build's other entry.
  const entryKey = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  /** @type {Set<string>} */
  const firstLoad = new Set();
  if (entryKey) collectStatic(manifest, entryKey, firstLoad);
  for (const surface of ['InstallWizard', 'LaunchSplashScreen']) {
    const key = `../../packages/install-prompts/src/${surface}/index.ts`;
    const chunk = manifest[key];
    if (!chunk) {
      console.log(`  ${surface}: no chunk of its own in the manifest (NOT on demand)`);
      continue;
    }
    const own = [chunk.file, ...(chunk.css ?? [])];
    const onDemand = chunk.isDynamicEntry && !firstLoad.has(chunk.file);
    console.log(
      `  ${surface.padEnd(20)} own chunk ${kib(own.reduce((sum, file) => sum + gzipOf(file), 0)).padStart(9)}` +
        `  ${onDemand ? 'loaded on demand' : 'IN THE FIRST LOAD'}`,
    );
  }
}
