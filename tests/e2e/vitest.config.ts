import { defineConfig } from 'vitest/config';

/** Browser tests of the built site against the emulated backend; `npm test` builds first. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['globalSetup.mjs'],
    setupFiles: ['failureReport.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
