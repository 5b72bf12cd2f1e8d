// @ts-check
/**
 * The site's first-load figures for `npm run bench`, read from the built site's Vite manifest
 * (apps/site/dist/.vite/manifest.json): what a first visit to a route fetches before the page can
 * render is the entry chunk (the boot script) and its static imports, plus main.tsx's chunk, which
 * the boot script imports once the page has painted, and its static imports, plus the route's lazy
 * page chunk and its static imports (main.tsx waits for that module before hydrating). Chunks
 * loaded later (after idle, on interaction, below the fold: the parts `DeferredMarkup` keeps as
 * prerendered markup until then) are not counted. Sizes are gzip level 9, as served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { repoRoot } from './database.mjs';

const siteDir = path.join(repoRoot, 'apps/site');

/**
 * @typedef {{ file: string, css?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** The route table (path, page key, guard) and the routed page keys, read from the site's source. */
async function routeTable() {
  const result = await build({
    stdin: {
      contents:
        "export { SITE_ROUTES } from './src/routes/siteRoutes';\n" +
        "export { ROUTED_PAGES } from './src/routes/routedPages';",
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const source = result.outputFiles[0]?.text ?? '';
  /** @type {{ SITE_ROUTES: { path: string, page: string, guard: string }[], ROUTED_PAGES: string[] }} */
  const table = await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  );
  return table;
}

/**
 * Each lazy page's module as the manifest names it (`src/pages/FlightsPage.tsx`), from the loaders
 * in routes/pages.ts (`flights: async () => (await import('../pages/FlightsPage')).FlightsPage`).
 */
function pageModules() {
  const source = readFileSync(path.join(siteDir, 'src/routes/pages.ts'), 'utf8');
  /** @type {Map<string, string>} */
  const modules = new Map();
  for (const match of source.matchAll(
    /(\w+):\s*async \(\) =>\s*\(await import\('\.\.\/(pages\/\w+)'\)\)/g,
  )) {
    modules.set(/** @type {string} */ (match[1]), `src/${match[2]}.tsx`);
  }
  return modules;
}

/**
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} files collects every JS and CSS file the chunk needs before it runs
 */
function collectStatic(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, files);
}

/** The site's code, which apps/site/src/boot.ts imports after the first paint. */
const MAIN_MODULE = 'src/main.tsx';

/**
 * First-load JS and CSS gzip per routed public route (one line per page).
 * @param {string} distDir the built site
 * @returns {Promise<{ route: string, page: string, js: number, css: number, jsFiles: number }[]>}
 */
export async function firstLoadByRoute(distDir) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  // The site's entry; maps-frame.html (the isolated map frame) is the build's other entry.
  const entryKey = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);
  const { SITE_ROUTES, ROUTED_PAGES } = await routeTable();
  const modules = pageModules();
  const gzipOf = (/** @type {string} */ file) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

  const rows = [];
  const seenPages = new Set();
  for (const route of SITE_ROUTES) {
    if (route.guard !== 'public' || !ROUTED_PAGES.includes(route.page)) continue;
    if (seenPages.has(route.page)) continue;
    seenPages.add(route.page);
    /** @type {Set<string>} */
    const files = new Set();
    // With CSS code splitting off (vite.config.ts), the whole site's one stylesheet, which
    // every page links, is the manifest's `style.css` asset rather than a chunk's `css`.
    const siteStylesheet = manifest['style.css']?.file;
    if (siteStylesheet) files.add(siteStylesheet);
    collectStatic(manifest, entryKey, files);
    if (!manifest[MAIN_MODULE]) throw new Error(`${MAIN_MODULE} has no chunk in the manifest`);
    collectStatic(manifest, MAIN_MODULE, files);
    const module = modules.get(route.page);
    if (!module || !manifest[module]) {
      throw new Error(
        `The page "${route.page}" has no lazy chunk in the manifest (${module}): rebuild the site`,
      );
    }
    collectStatic(manifest, module, files);
    const sum = (/** @type {RegExp} */ kind) =>
      [...files].filter((file) => kind.test(file)).reduce((total, file) => total + gzipOf(file), 0);
    rows.push({
      route: route.path,
      page: route.page,
      js: sum(/\.js$/),
      css: sum(/\.css$/),
      // Each file is a request before hydration: on slow 4G their count weighs beside their size.
      jsFiles: [...files].filter((file) => file.endsWith('.js')).length,
    });
  }
  return rows;
}
