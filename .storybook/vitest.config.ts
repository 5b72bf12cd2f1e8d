import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { assertChromium, CHROMIUM_ARGS } from '../tests/support/chromium.mjs';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: rendered in Debian chromium, play function run, then axe via addon-a11y
// (the addon applies preview.tsx and the a11y annotations itself).
export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // A play function that fills a whole search form runs ~3 s here; a busy CI runner doubles it.
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: assertChromium(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
