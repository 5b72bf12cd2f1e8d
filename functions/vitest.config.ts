import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages from source, as the functions' build bundles them. The tests run in Vite's
  // server (ssr) environment, which reads its own conditions, not `resolve.conditions`. Only this
  // one: Vitest hands these to Node for external packages too, and Vite's default `module` would
  // make Node load @opentelemetry/api's extensionless ESM build and fail.
  ssr: { resolve: { conditions: ['voyagent-source'] } },
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.mjs'],
    testTimeout: 20_000,
  },
});
