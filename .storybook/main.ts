import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { storyDependencies } from '../tests/support/storyDependencies.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // No network here; telemetry would only retry and time out.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      // Workspace packages map `voyagent-source` to their src/, so stories use live source rather
      // than a stale dist/. Setting conditions replaces Vite's defaults, so keep those after it.
      conditions: [
        'voyagent-source',
        ...(viteConfig.resolve?.conditions ?? defaultClientConditions),
      ],
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...storyDependencies],
    },
    server: {
      ...viteConfig.server,
      // Vite reloads the preview when any HTML under the root changes, e.g. another package's
      // build writing dist/index.html; nothing here is served from build output.
      watch: { ...viteConfig.server?.watch, ignored: ['**/dist/**', '**/storybook-static/**'] },
    },
  }),
};

export default config;
