import { defineConfig } from 'tsup';

// Dependencies stay external (tsup's default for package.json dependencies): Cloud Functions installs them.
export default defineConfig({
  entry: ['src/index.ts', 'src/migrate-cli.ts'],
  format: ['esm'],
  outDir: 'lib',
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
});
