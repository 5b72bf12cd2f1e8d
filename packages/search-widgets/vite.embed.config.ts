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
 * `VOYAGENT_EMBED_RUNTIME=react` to build on React 19 instead of `preact/compat`, into
 * dist-embed-react/, for the bench's comparison (tests/embed run on it with the same variable).
 *
 * The widgets run on `preact/compat` (~10 KiB gzip against React's ~57) and on the light
 * stand-ins below in place of ui-kit's react-aria fields: together that brings a search widget
 * with its runtime from ~200 KiB to ~43 KiB gzip. Under preact, react-aria's Select failed to
 * mount (its collection builder's stand-in document has no `createElementNS`, which preact calls
 * for every element); the native select leaves no react-aria collection in the embed.
 */
// Always the production build of React and its JSX: a caller's NODE_ENV (vitest sets `test`
// for the globalSetup that builds this) would otherwise switch the JSX to its development form.
process.env.NODE_ENV = 'production';

const packageDir = import.meta.dirname;
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const runtime = process.env.VOYAGENT_EMBED_RUNTIME === 'react' ? 'react' : 'preact';
const outDir = path.join(packageDir, runtime === 'react' ? 'dist-embed-react' : 'dist-embed');

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
 * Moves the stylesheets each widget imports into its own chunk, in place of the widget entry's
 * `WIDGET_CSS` marker: the widget puts them in its shadow root itself, and a partner includes one
 * script, no CSS. A widget carries only its own CSS (the search forms none of the reviews', and
 * the other way round): the CSS of its chunk and of every chunk it imports statically. `rem`
 * becomes `px` (1rem = 16px) because rem follows the partner's `<html>` font size, which a shadow
 * root does not shield. CSS modules' class names carry a hash of their file's CSS, so a style
 * change still changes the chunk's content hash.
 */
function cssIntoShadowRoot(): Plugin {
  return {
    name: 'voyagent-embed-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssFiles = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        cssFiles.set(file.fileName, String(file.source));
        // Rollup's way to drop an emitted file: remove it from the bundle object.
        Reflect.deleteProperty(bundle, file.fileName);
      }
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      /** A chunk's CSS files after those of the chunks it imports, each once. */
      const cssOf = (fileName: string, seen = new Set<string>(), css = new Set<string>()) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return css;
        seen.add(fileName);
        for (const imported of chunk.imports) cssOf(imported, seen, css);
        for (const cssFile of chunk.viteMetadata?.importedCss ?? []) css.add(cssFile);
        return css;
      };
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry) continue;
        if (!chunk.code.includes(CSS_MARKER)) {
          this.error(`The widget CSS marker is missing from ${chunk.fileName}.`);
        }
        const css = [...cssOf(chunk.fileName)]
          .map((cssFile) => cssFiles.get(cssFile) ?? '')
          .join('\n')
          .replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`);
        const escaped = JSON.stringify(css)
          .slice(1, -1)
          .replace(/['`$]/g, (character) => `\\${character}`);
        chunk.code = chunk.code.replace(CSS_MARKER, () => escaped);
      }
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

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import (the city and airport lists) in a helper that first preloads
 * the imported chunk's CSS and modules with `<link>` tags in the page's `<head>`. The embed has
 * neither to preload (its CSS is in its JS, `modulePreload` is off) and must not touch the
 * partner's `<head>`, so the wrapper only runs the import: ~1.2 KiB gzip less per widget.
 */
function importWithoutPreload(): Plugin {
  return {
    name: 'voyagent-embed-import-without-preload',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return 'export const __vitePreload = (importModule) => importModule();';
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

/**
 * The embed's lighter stand-ins (src/embed/lightKit), put in place of the ui-kit modules the
 * widgets import, so HotelSearch and FlightSearch stay one copy and the published package keeps
 * ui-kit's: native date and number inputs, selects and buttons, a plain toast and a list placed
 * below its field, for the react-aria calendar, number field, listbox popover, press handling and
 * toast region and floating-ui that cost an embed most of its size (`npm run bench` prints it).
 */
const embedOnlyAliases = [
  ...Object.entries({
    DatePicker: 'NativeDatePicker.tsx',
    NumberField: 'NativeNumberField.tsx',
    Select: 'NativeSelect.tsx',
    Button: 'LightButton.tsx',
    Toast: 'LightToast.tsx',
  }).map(([kitModule, standIn]) => ({
    find: new RegExp(`^@voyagent/ui-kit/${kitModule}$`),
    replacement: path.join(packageDir, 'src/embed/lightKit', standIn),
  })),
  {
    find: /^@floating-ui\/react$/,
    replacement: path.join(packageDir, 'src/embed/lightKit/anchoredBelow.ts'),
  },
];

export default defineConfig(({ mode }) => {
  const shared = {
    root: packageDir,
    // The widgets are built from source, as the site is, with ui-kit's CSS modules.
    resolve: {
      conditions: ['voyagent-source', 'module', 'browser', 'production'],
      alias: [...embedOnlyAliases, ...(runtime === 'preact' ? preactAliases : [])],
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
    plugins: [
      react(),
      onlyEmbedLocales(),
      noStyleInPageHead(),
      importWithoutPreload(),
      cssIntoShadowRoot(),
    ],
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
      // One stylesheet per chunk, so that each widget gets only its own (cssIntoShadowRoot).
      cssCodeSplit: true,
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
