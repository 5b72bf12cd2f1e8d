import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './src/pwa/webManifest';

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

export default defineConfig({
  plugins: [
    react(),
    buildIdMeta(),
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
  build: { sourcemap: true, target: 'es2022' },
});
