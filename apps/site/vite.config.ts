import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './src/pwa/webManifest';
import { robotsTxt, sitemapXml } from './src/routes/seoRules';

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
 * robots.txt and sitemap.xml from the route table. A build without VITE_PRODUCTION_ORIGIN (the
 * emulator's, a preview's) closes robots.txt to every crawler: indexing only on production.
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
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    buildIdMeta(),
    crawlerFiles(loadEnv(mode, process.cwd(), 'VITE_').VITE_PRODUCTION_ORIGIN),
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
        globIgnores: ['screenshots/**'],
        rollupFormat: 'iife',
      },
    }),
  ],
  // Workspace packages are consumed from source in dev, tests and the build: one truth, no stale dist.
  resolve: { conditions: ['voyagent-source'] },
  // The manifest tells `npm run bench` what each route loads first (scripts/lib/firstLoad.mjs);
  // hosting ignores dot-folders, so it is never deployed.
  build: { sourcemap: true, target: 'es2022', manifest: true },
}));
