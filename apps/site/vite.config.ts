import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are consumed from source in dev, tests and the build: one truth, no stale dist.
  resolve: { conditions: ['voyagent-source'] },
  build: { sourcemap: true, target: 'es2022' },
});
