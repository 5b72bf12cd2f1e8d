import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.mjs'],
    testTimeout: 20_000,
  },
});
