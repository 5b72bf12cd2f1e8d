import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs these projects: unit (jsdom), backend (node, against a real database),
 * storybook (every story as a browser test in Debian chromium) and visual (screenshots of key
 * stories against committed baselines). The browser suite of the built site runs separately
 * (tests/e2e) because it needs the emulated backend up.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ['voyagent-source'] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/native/test/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // Typing a whole search through user-event in jsdom takes ~5 s on a busy 2-core CI runner,
          // the default limit; a hang still fails, after 20 s.
          testTimeout: 20_000,
        },
      },
      'functions/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'tests/visual/vitest.config.ts',
    ],
  },
});
