import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { assertChromium, CHROMIUM_ARGS } from '../support/chromium.mjs';
import { storyDependencies } from '../support/storyDependencies.mjs';

/**
 * Visual regression: key stories rendered in Debian chromium at a fixed size and compared with the
 * committed baselines in __screenshots__. `npm run test:visual:update` rewrites the baselines after
 * an intended change (review the PNG diff before committing).
 */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['voyagent-source'] },
  optimizeDeps: { include: storyDependencies },
  test: {
    name: 'visual',
    root: import.meta.dirname,
    include: ['**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: assertChromium(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 800, height: 600 } }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a pixel or two between runs; layout or colour changes
          // move far more than this.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
