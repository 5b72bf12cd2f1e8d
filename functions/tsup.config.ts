import { defineConfig } from 'tsup';

// Dependencies stay external (tsup's default for package.json dependencies): Cloud Functions installs them.
export default defineConfig({
  // Named entries keep every bundle directly in lib/, where paths.ts finds ../migrations.
  entry: {
    index: 'src/index.ts',
    'migrate-cli': 'src/migrate-cli.ts',
    'grant-role-cli': 'src/roles/grant-role-cli.ts',
  },
  format: ['esm'],
  outDir: 'lib',
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // Workspace packages (@voyagent/contracts and the pure rules it re-exports from
  // @voyagent/search-widgets) are bundled from source, so the predeploy build needs no package build.
  esbuildOptions(options) {
    options.conditions = ['voyagent-source'];
  },
});
