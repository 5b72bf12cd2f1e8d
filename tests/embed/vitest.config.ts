import { defineConfig } from 'vitest/config';

/**
 * Browser tests of the embeddable widgets on the hand-written partner page (apps/embed-demo),
 * served statically: no emulators, no backend (the embeds search the bundled airport index).
 * globalSetup builds the embed first, so the tests always run on the current code.
 */
export default defineConfig({
  test: {
    name: 'embed',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['globalSetup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
