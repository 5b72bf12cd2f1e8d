import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The embeddable script bundles (`npm run build:embed`), in two passes into dist-embed/:
 * - `vite build -c vite.embed.config.ts`: the widgets, ES modules with versioned, content-hashed
 *   names (`voyagent-hotel-search.<version>.<hash>.js`, immutable, cache them for a year) and the
 *   chunks they share (the UI runtime, ui-kit, the airport list, each locale's messages);
 * - `… --mode loader`: `voyagent-embed.js`, the small classic script partners include (short
 *   cache), with the widgets' file names from the first pass's manifest written into it.
 *
 * Build-time configuration (the defaults a partner's data-attributes may override):
 * `VOYAGENT_EMBED_HOTEL_SEARCH_BASE_URL`, `VOYAGENT_EMBED_FLIGHT_SEARCH_BASE_URL` (default: the
 * reserved partner.example pages, which open nothing real), `VOYAGENT_EMBED_AFFILIATE_PARAM`
 * (the flight link's parameter for `data-affiliate-id`, default `affcid`),
 * `VOYAGENT_EMBED_REVIEWS_URL` (the public `reviews-list` function; none by default), and
 * `VOYAGENT_EMBED_RUNTIME=preact` to build on `preact/compat` instead of React, into
 * dist-embed-preact/, for the bench's size comparison only: on it the date picker's popover never
 * opens and the flight form fails to mount (run tests/embed with the same variable to see it).
 */
// Always the production build of React and its JSX: a caller's NODE_ENV (vitest sets `test`
// for the globalSetup that builds this) would otherwise switch the JSX to its development form.
process.env.NODE_ENV = 'production';

const packageDir = import.meta.dirname;
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const runtime = process.env.VOYAGENT_EMBED_RUNTIME === 'preact' ? 'preact' : 'react';
const outDir = path.join(packageDir, runtime === 'preact' ? 'dist-embed-preact' : 'dist-embed');

const WIDGET_ENTRIES = {
  'hotel-search': 'src/embed/hotelSearchWidget.tsx',
  'flight-search': 'src/embed/flightSearchWidget.tsx',
  reviews: 'src/embed/reviewsWidget.tsx',
} as const;

const setting = (name: string, fallback: string) => process.env[name]?.trim() || fallback;
const buildSettings = {
  hotelSearchBaseUrl: setting(
    'VOYAGENT_EMBED_HOTEL_SEARCH_BASE_URL',
    'https://partner.example/Hotel-Search',
  ),
  flightSearchBaseUrl: setting(
    'VOYAGENT_EMBED_FLIGHT_SEARCH_BASE_URL',
    'https://partner.example/Flights-Search',
  ),
  reviewsUrl: process.env.VOYAGENT_EMBED_REVIEWS_URL?.trim() || null,
};
const affiliateParam = setting('VOYAGENT_EMBED_AFFILIATE_PARAM', 'affcid');

const CSS_MARKER = '/*__VOYAGENT_EMBED_CSS__*/';

/**
 * Moves every stylesheet the widgets import into the JS, in place of embedCss.ts's marker: the
 * widgets put it in their shadow root themselves, and a partner includes one script, no CSS.
 * `rem` becomes `px` (1rem = 16px) because rem follows the partner's `<html>` font size, which
 * a shadow root does not shield. CSS modules' class names carry a hash of their file's CSS, so a
 * style change still changes the chunk's content hash.
 */
function cssIntoShadowRoot(): Plugin {
  return {
    name: 'voyagent-embed-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const css = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => {
          // Rollup's way to drop an emitted file: remove it from the bundle object.
          Reflect.deleteProperty(bundle, file.fileName);
          return String(file.type === 'asset' ? file.source : '');
        })
        .join('\n')
        .replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`);
      const escaped = JSON.stringify(css)
        .slice(1, -1)
        .replace(/['`$]/g, (character) => `\\${character}`);
      let placed = false;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes(CSS_MARKER)) continue;
        file.code = file.code.replace(CSS_MARKER, () => escaped);
        placed = true;
      }
      if (!placed) this.error('The embed CSS marker of embedCss.ts is missing from the bundle.');
    },
  };
}

const EMBED_LOCALE_TAGS = ['en-US', 'fr-FR', 'de-DE', 'es-ES'];

/**
 * react-aria ships its built-in texts (calendar, combobox, toast, …) in 34 languages, all imported
 * by each `intlStrings` file; the embed speaks four (embedConfig.ts), so the others are dropped.
 * An unknown language falls back to react-aria's en-US, as it does at run time.
 */
function onlyEmbedLocales(): Plugin {
  const localeImport = /^import (\S+) from "[^"]*\/([a-z]{2}-[A-Z]{2})\.m?js";$/;
  return {
    name: 'voyagent-embed-locales',
    transform(code, id) {
      if (!/[\\/]react-aria(-components)?[\\/].*intlStrings\.m?js$/.test(id)) return null;
      const dropped = new Set<string>();
      const lines = code.split('\n').filter((line) => {
        const match = localeImport.exec(line);
        if (!match?.[1] || !match[2] || EMBED_LOCALE_TAGS.includes(match[2])) return true;
        dropped.add(match[1]);
        return false;
      });
      const entry = /^\s*"[a-z]{2}-[A-Z]{2}": (\S+?),?$/;
      return {
        code: lines.filter((line) => !dropped.has(entry.exec(line)?.[1] ?? '')).join('\n'),
        map: null,
      };
    },
  };
}

const PRESS_STYLE_INSERT = 'ownerDocument.head.prepend(style);';

/**
 * react-aria's usePress adds a `<style>` to the page's `<head>` (touch-action on pressable
 * elements); an embed must not write to the partner's stylesheets, and a strict CSP blocks it
 * anyway. The embed skips that insertion and carries the same rule in its own shadow CSS
 * (embedCss.ts). The build fails if a react-aria update changes the line, rather than letting
 * the style reach the page again.
 */
function noStyleInPageHead(): Plugin {
  return {
    name: 'voyagent-embed-no-head-style',
    transform(code, id) {
      if (!/[\\/]react-aria[\\/].*[\\/]usePress\.m?js$/.test(id)) return null;
      if (!code.includes(PRESS_STYLE_INSERT)) {
        this.error(`react-aria's usePress changed: "${PRESS_STYLE_INSERT}" not found in ${id}`);
      }
      return { code: code.replace(PRESS_STYLE_INSERT, ''), map: null };
    },
  };
}

/** The loader pass reads the widgets' hashed names from the first pass's manifest. */
function widgetChunks(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return Object.fromEntries(
    Object.entries(WIDGET_ENTRIES).map(([widget, source]) => {
      const chunk = manifest[source];
      if (!chunk) throw new Error(`Build the widgets before the loader: ${source} is not built.`);
      return [widget, chunk.file];
    }),
  );
}

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode }) => {
  const shared = {
    root: packageDir,
    // The widgets are built from source, as the site is, with ui-kit's CSS modules.
    resolve: {
      conditions: ['voyagent-source', 'module', 'browser', 'production'],
      alias: runtime === 'preact' ? preactAliases : [],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warn' as const,
  };
  if (mode === 'loader') {
    return {
      ...shared,
      define: {
        ...shared.define,
        __VOYAGENT_EMBED_BUILD__: JSON.stringify({
          version,
          chunks: widgetChunks(),
          hotelSearchBaseUrl: buildSettings.hotelSearchBaseUrl,
          flightSearchBaseUrl: buildSettings.flightSearchBaseUrl,
        }),
      },
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2020',
        lib: {
          entry: path.join(packageDir, 'src/embed/loader.ts'),
          formats: ['iife' as const],
          name: 'VoyagentLoader',
          fileName: () => 'voyagent-embed.js',
        },
      },
    };
  }
  return {
    ...shared,
    plugins: [react(), onlyEmbedLocales(), noStyleInPageHead(), cssIntoShadowRoot()],
    define: {
      ...shared.define,
      __VOYAGENT_EMBED_AFFILIATE_PARAM__: JSON.stringify(affiliateParam),
      __VOYAGENT_EMBED_DEFAULTS__: JSON.stringify(buildSettings),
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      manifest: true,
      cssCodeSplit: false,
      // No <link rel="modulepreload"> in the partner's <head>: the widget adds nothing to the page.
      modulePreload: false,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(WIDGET_ENTRIES).map(([widget, source]) => [
            widget,
            path.join(packageDir, source),
          ]),
        ),
        preserveEntrySignatures: 'exports-only' as const,
        output: {
          format: 'es' as const,
          entryFileNames: `voyagent-[name].${version}.[hash].js`,
          chunkFileNames: `voyagent-[name].${version}.[hash].js`,
        },
      },
    },
  };
});
