import { defineConfig, type Options } from 'tsup';

/**
 * One build for every published package: ESM + .d.ts, React left to the host (peer), CSS modules
 * extracted to dist/index.css so the JavaScript itself has no side effects.
 */
export function packageConfig(extra: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // Scoped class names, as Vite gives *.module.css in the site and Storybook. tsup applies one
    // loader to all CSS; global sheets (tokens.css) hold no class selectors, so they are unchanged.
    loader: { '.css': 'local-css' },
    ...extra,
  });
}

export default packageConfig();
