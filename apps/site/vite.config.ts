import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  APP_SHELL_FILE,
  pageFileName,
  prerenderOrigin,
  prerenderPaths,
  stylesheetsForMarkup,
  stylesheetsInLoadOrder,
  type ManifestChunk,
} from './src/prerender/prerenderPlan';
import type * as PrerenderBundle from './src/prerender/prerenderPage';
import { WEB_MANIFEST } from './src/pwa/webManifest';
import {
  PAGES_SITEMAP_FILE,
  robotsTxt,
  SITEMAP_INDEX_FILE,
  sitemapIndexXml,
  sitemapXml,
} from './src/routes/seoRules';

/** Workspace packages are consumed from source in dev, tests, the build and its prerender. */
const SOURCE_CONDITIONS = ['voyagent-source'];

/**
 * Which build a page runs, as `<meta name="voyagent-build">`: VOYAGENT_BUILD_ID when set (a
 * deployment, the update test's two versions), else the commit. Support reads it off a page.
 */
function buildId(): string {
  if (process.env.VOYAGENT_BUILD_ID) return process.env.VOYAGENT_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function buildIdMeta(): Plugin {
  return {
    name: 'voyagent-build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'voyagent-build', content: buildId() }, injectTo: 'head' },
    ],
  };
}

/**
 * robots.txt, the sitemap index it names and the static pages' sitemap, from the route table; the
 * index also names the blog posts' sitemap, which the blog-page function serves from the database.
 * A build without VITE_PRODUCTION_ORIGIN (the emulator's, a preview's) closes robots.txt to every
 * crawler: indexing only on production.
 */
function crawlerFiles(productionOrigin: string | undefined): Plugin {
  return {
    name: 'voyagent-crawler-files',
    generateBundle() {
      const origin = productionOrigin || 'http://localhost';
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: robotsTxt(origin, Boolean(productionOrigin)),
      });
      this.emitFile({
        type: 'asset',
        fileName: SITEMAP_INDEX_FILE,
        source: sitemapIndexXml(origin),
      });
      this.emitFile({ type: 'asset', fileName: PAGES_SITEMAP_FILE, source: sitemapXml(origin) });
    },
  };
}

/**
 * Crawlable HTML (issue 12 item 4): after the browser build, the same sources are built for Node
 * (src/prerender/prerenderPage.tsx) and every public page is rendered into its own HTML file with
 * its head; the browser hydrates it (main.tsx). The untouched shell is kept as app-shell.html for
 * every other path (hosting's rewrite, the service worker's navigations).
 */
function prerenderPublicPages(env: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'voyagent-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { conditions: SOURCE_CONDITIONS },
        ssr: { resolve: { conditions: SOURCE_CONDITIONS } },
        build: {
          ssr: 'src/prerender/prerenderPage.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
        },
      });
      const {
        prerenderPage,
        prerenderedDocument,
        blogTemplate,
        BLOG_TEMPLATE_FILE,
        BLOG_TEMPLATE_PATHS,
      } = (await import(
        pathToFileURL(path.join(serverDir, 'prerenderPage.js')).href
      )) as typeof PrerenderBundle;
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, APP_SHELL_FILE), shell);
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const stylesheets = stylesheetsInLoadOrder(manifest).map((file) => ({
        file,
        css: readFileSync(path.join(outDir, file), 'utf8'),
      }));
      const linked = new Set(
        [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
          (match) => match[1] ?? '',
        ),
      );
      const productionOrigin = env.VITE_PRODUCTION_ORIGIN || undefined;
      const origin = prerenderOrigin(productionOrigin);
      for (const pagePath of prerenderPaths()) {
        let markup: string;
        try {
          markup = await prerenderPage(new URL(pagePath, origin).href);
        } catch (error) {
          // The shell still serves the page; tests/e2e/prerender.e2e.test.ts fails on it.
          config.logger.warn(`prerender: ${pagePath} was not prerendered: ${String(error)}`);
          continue;
        }
        const file = path.join(outDir, pageFileName(pagePath));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          prerenderedDocument(shell, {
            path: pagePath,
            markup,
            origin,
            productionOrigin,
            stylesheets: stylesheetsForMarkup(markup, stylesheets, linked),
          }),
        );
      }
      // The blog post pages' template, which the blog-page function fills per post (issue 12
      // item 4). Unlike a page above, a failure here fails the build: every post needs it.
      const markup = {
        post: await prerenderPage(new URL(BLOG_TEMPLATE_PATHS.post, origin).href),
        missing: await prerenderPage(new URL(BLOG_TEMPLATE_PATHS.missing, origin).href),
      };
      const template = blogTemplate(shell, {
        markup,
        origin,
        productionOrigin,
        stylesheets: {
          post: stylesheetsForMarkup(markup.post, stylesheets, linked),
          missing: stylesheetsForMarkup(markup.missing, stylesheets, linked),
        },
      });
      writeFileSync(path.join(outDir, BLOG_TEMPLATE_FILE), JSON.stringify(template));
    },
  };
}

/**
 * The modules each of these files imports statically, known once the module graph is built and
 * before chunks are made (the site's initial chunk is cut from them).
 */
function staticGraphs<Name extends string>(
  entries: Record<Name, string>,
): Plugin & { graph(name: Name): ReadonlySet<string> } {
  const graphs = new Map<Name, Set<string>>();
  return {
    name: 'voyagent-static-graphs',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const [name, suffix] of Object.entries(entries) as [Name, string][]) {
        const pending = ids.filter((id) => id.endsWith(suffix));
        if (pending.length === 0) this.error(`No module ends with ${suffix}`);
        const graph = new Set<string>();
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (graph.has(id)) continue;
          graph.add(id);
          const info = this.getModuleInfo(id);
          // Rolldown lists dynamic imports among importedIds too.
          const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
          pending.push(...(info?.importedIds ?? []).filter((imported) => !dynamic.has(imported)));
        }
        graphs.set(name, graph);
      }
    },
    graph: (name) => graphs.get(name) ?? new Set(),
  };
}

const entryGraphs = staticGraphs({
  // The page's one script at load; it imports main.tsx once the prerendered page has painted.
  boot: '/src/boot.ts',
  // The isolated Google map frame, the build's other entry.
  mapsFrame: 'maps-frame.html',
});

export default defineConfig(({ mode }) => ({
  plugins: [
    entryGraphs,
    react(),
    buildIdMeta(),
    crawlerFiles(loadEnv(mode, process.cwd(), 'VITE_').VITE_PRODUCTION_ORIGIN),
    prerenderPublicPages(loadEnv(mode, process.cwd(), 'VITE_')),
    VitePWA({
      // shell.md §4: a new version waits until the user presses Update Now (UpdatePrompt).
      registerType: 'prompt',
      // Registered from our own lazy chunk (src/pwa/serviceWorker.ts): no inline script for the CSP.
      injectRegister: null,
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      manifest: WEB_MANIFEST,
      injectManifest: {
        // The app shell and its icons; screenshots are for install sheets, not for offline use.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Prerendered pages (home's index.html too) are for crawlers and first visits: the
        // service worker answers every navigation with the app shell (src/pwa/sw.ts).
        // The offline map's code (MapLibre, 0.5 MB gzip) is for the few who open /offline-maps:
        // cached at runtime on that first visit (src/pwa/sw.ts), not downloaded by every visitor.
        globIgnores: [
          'screenshots/**',
          'og-image.png',
          'assets/OfflineMap-*.js',
          'assets/maplibre-gl-csp-worker-*.js',
          // The Google map's isolated page needs the network anyway: nothing to keep offline.
          'maps-frame.html',
          'assets/mapsFrame-*',
          ...prerenderPaths().map(pageFileName),
        ],
        rollupFormat: 'iife',
      },
    }),
  ],
  // One truth, no stale dist.
  resolve: { conditions: SOURCE_CONDITIONS },
  // The manifest tells `npm run bench` what each route loads first (scripts/lib/firstLoad.mjs);
  // hosting ignores dot-folders, so it is never deployed.
  // maps-frame.html is the isolated Google map frame (src/location/mapsFrame.ts), its own entry.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // One stylesheet for the whole site (23 KiB gzip): per-chunk files made some forty
    // render-blocking requests on the first page, the largest cost in Lighthouse's FCP (mobile:
    // home 62 → 74); every later page and deferred part then finds its styles already there.
    cssCodeSplit: false,
    // A browser without modulepreload (Safari before 17) fetches each chunk as it is imported
    // instead; the polyfill would be one more script before the first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // main.tsx, which the page's boot script imports once it has painted, is an entry of its
      // own: its first-render code is then Rolldown's `$initial` set, tree-shaken.
      input: { site: 'index.html', main: 'src/main.tsx', mapsFrame: 'maps-frame.html' },
      // A lazy import of a module the page also imports statically loads nothing later: the
      // module (and all it keeps alive) stays in the first load. Twice that went unseen as a
      // warning (the native layer with Capacitor, the toast region), so the build stops on it.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') handler('error', log);
        else handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // What the site runs before its first render, as one file instead of some fifty
            // small modulepreloaded ones: each cost a request (Lighthouse's FCP on slow 4G).
            // main.tsx stays its own small chunk (the manifest names it for the bench); the boot
            // script and the maps frame keep their few modules.
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) =>
                !/[\\/](index.html|src[\\/]main.tsx)$/.test(id) &&
                !entryGraphs.graph('boot').has(id) &&
                !entryGraphs.graph('mapsFrame').has(id),
            },
            // The few modules the boot script shares with later chunks (Vite's preload helper):
            // their own chunk, or Rolldown would move them into the initial one, which the boot
            // script would then import before the first paint.
            {
              name: 'boot',
              // Before the initial group, which would otherwise take them as its modules' imports.
              priority: 1,
              test: (id: string) =>
                entryGraphs.graph('boot').has(id) && !id.endsWith('/src/boot.ts'),
            },
          ],
        },
      },
    },
  },
}));
