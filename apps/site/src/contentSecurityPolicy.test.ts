// @vitest-environment node
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../firebase.json?raw';
import usePressSource from '../../../node_modules/react-aria/dist/private/interactions/usePress.mjs?raw';
import usePreventScrollSource from '../../../node_modules/react-aria/dist/private/overlays/usePreventScroll.mjs?raw';
import indexHtml from '../index.html?raw';
import offlineMapSource from './offlineMaps/OfflineMap.tsx?raw';
import { RECAPTCHA_SCRIPT_URL } from '@voyagent/auth-dialog/recaptcha';
import { MAP_FRAME_PATH } from './location/mapFrameProtocol';
import { mapsScriptUrl } from './location/mapLoader';

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

const hosting = (JSON.parse(firebaseJson) as { hosting: { headers: HostingHeaders[] } }).hosting;
const everyPage = hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
const header = (key: string) => everyPage.find((h) => h.key === key)?.value;

/** The policy's directives by name, e.g. `script-src` → ["'self'", "'sha256-…'"]. */
function directives(policy: string): Map<string, string[]> {
  const entries = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0])
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

async function sha256Source(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/**
 * The text of the `<style>` element a react-aria module injects (usePress: touch-action on every
 * pressable; usePreventScroll: overscroll on iOS under a modal), read from the installed package
 * so that an upgrade changing it fails here instead of being blocked in browsers.
 */
function injectedStyleText(moduleSource: string): string {
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(moduleSource)?.[1];
  if (template === undefined) {
    throw new Error('react-aria no longer injects a <style> this way: review style-src');
  }
  const constants = new Map(
    [...moduleSource.matchAll(/const (\S+) = '([^']*)';/g)].map((match) => [match[1], match[2]]),
  );
  return template.replace(/\$\{([^}]+)\}/g, (_, name: string) => constants.get(name) ?? '').trim();
}

const csp = directives(header('Content-Security-Policy') ?? '');

/** Google's reCAPTCHA guidance for a source-list policy: its script paths for script-src. */
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
] as const;

describe('the Content-Security-Policy hosting sends with every page', () => {
  it('allows each inline script of index.html (the theme script) by its exact hash', async () => {
    // Byte for byte as the browser hashes it: the built index.html keeps the source's text.
    const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inlineScripts).not.toEqual([]);
    const hashes = await Promise.all(inlineScripts.map(sha256Source));
    expect(csp.get('script-src')?.toSorted()).toEqual(
      ["'self'", ...hashes, ...RECAPTCHA_SCRIPT_SOURCES].toSorted(),
    );
  });

  it("loads and frames Google's reCAPTCHA v3 from its paths only, nothing wider", () => {
    // auth-dialog's RECAPTCHA_SCRIPT_URL lies under the first; it pulls its code from the second.
    expect(RECAPTCHA_SCRIPT_URL.startsWith(RECAPTCHA_SCRIPT_SOURCES[0])).toBe(true);
    expect(csp.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      // The isolated map frame (below): the only same-origin page that lets itself be framed.
      "'self'",
    ]);
    for (const directive of ['script-src', 'frame-src']) {
      for (const source of csp.get(directive) ?? []) {
        // A scheme alone, a wildcard or a bare host would let any page of that host run or frame.
        expect(source).not.toMatch(/^(\*|https?:|data:|blob:)$|\*|^https:\/\/[^/]+$/);
      }
    }
  });

  it('allows the <style> elements react-aria injects by their hashes, and no other inline style', async () => {
    const hashes = await Promise.all(
      [usePressSource, usePreventScrollSource].map((source) =>
        sha256Source(injectedStyleText(source)),
      ),
    );
    expect(csp.get('style-src')?.toSorted()).toEqual(["'self'", ...hashes].toSorted());
  });

  it('allows style attributes, which prerendered markup carries, and nothing else inline', () => {
    // React sets styles through the CSSOM once running, which the policy does not govern; but a
    // prerendered page arrives with style="…" attributes (react-aria's visually hidden parts,
    // progress widths), and hydration never writes them again. Attributes cannot load anything.
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids framing, plugins, foreign base URLs and form targets', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(header('X-Frame-Options')).toBe('DENY');
  });

  it("runs MapLibre's worker from the site's own files: no blob: worker, no eval", () => {
    // Without worker-src (or child-src) a worker falls back to script-src: the site's own files.
    expect(csp.has('worker-src')).toBe(false);
    expect(csp.has('child-src')).toBe(false);
    expect(csp.get('script-src')).not.toContain('blob:');
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // So the map must use MapLibre's CSP build with its worker served as a file of the site.
    expect(offlineMapSource).toContain("from 'maplibre-gl/dist/maplibre-gl-csp.js'");
    expect(offlineMapSource).toContain(
      "import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url'",
    );
    expect(offlineMapSource).toContain('maplibregl.setWorkerUrl(workerUrl)');
  });

  it('lets the site reach Firebase Auth and the functions, and nothing on loopback', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.cloudfunctions.net',
    ]);
    // The emulators' origins are added only to the config the emulators run with.
    expect(header('Content-Security-Policy')).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('the isolated map frame’s own policy (issue 12 item 5)', () => {
  const frameRule = hosting.headers.findIndex((rule) => rule.source === MAP_FRAME_PATH);
  const frameHeaders = hosting.headers[frameRule]?.headers ?? [];
  const frameHeader = (key: string) => frameHeaders.find((h) => h.key === key)?.value;
  const framePolicy = directives(frameHeader('Content-Security-Policy') ?? '');

  it('overrides the site’s headers for /maps-frame only', () => {
    // Hosting applies every matching rule in order, so the later rule's values win.
    expect(frameRule).toBeGreaterThan(hosting.headers.findIndex((rule) => rule.source === '**'));
    expect(frameHeaders.map((h) => h.key).toSorted()).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
    ]);
  });

  it('allows what Google documents for the Maps JavaScript API, and nothing else', () => {
    // Google's CSP guide for the Maps JavaScript API, in allowlist form: static hosting cannot
    // send a fresh nonce, so 'self' (the frame's own script and stylesheet) stands for the nonce
    // and the injected styles need 'unsafe-inline'; its script, img, frame, connect, font and
    // worker sources are the guide's.
    expect(Object.fromEntries(framePolicy)).toEqual({
      'default-src': ["'none'"],
      'script-src': [
        "'self'",
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        '*.google.com',
        "'unsafe-eval'",
        'blob:',
      ],
      'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
      'img-src': [
        "'self'",
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        '*.google.com',
        '*.googleusercontent.com',
        'data:',
      ],
      'frame-src': ['*.google.com'],
      'connect-src': [
        "'self'",
        'https://*.googleapis.com',
        '*.google.com',
        'https://*.gstatic.com',
        'data:',
        'blob:',
      ],
      'font-src': ['https://fonts.gstatic.com'],
      'worker-src': ['blob:'],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'form-action': ["'none'"],
    });
    expect(new URL(mapsScriptUrl('key')).hostname).toMatch(/\.googleapis\.com$/);
  });

  it('can be framed by the site only', () => {
    expect(frameHeader('X-Frame-Options')).toBe('SAMEORIGIN');
    // Every other rule's policy keeps framing off, so the site's frame-src 'self' reaches the map
    // frame and no other page of its own.
    const frameable = hosting.headers
      .filter((rule) =>
        rule.headers.some(
          (h) =>
            h.key === 'Content-Security-Policy' &&
            directives(h.value).get('frame-ancestors')?.join(' ') !== "'none'",
        ),
      )
      .map((rule) => rule.source);
    expect(frameable).toEqual([MAP_FRAME_PATH]);
  });

  it('keeps Google’s map origins out of the site’s own policy', () => {
    for (const directive of ['script-src', 'img-src', 'connect-src', 'style-src', 'font-src']) {
      for (const source of csp.get(directive) ?? []) {
        expect(source).not.toMatch(/maps\.googleapis|\*\.googleapis|gstatic\.com\/?$|\*\.google/);
      }
    }
  });
});
