// @vitest-environment node
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npx cap sync android` on a copy of this workspace (config, generated project, package.json)
 * next to a built web dir, as a developer runs it after `npm run build -w @voyagent/site`: the
 * web assets must land in the Android project with the app's config and every plugin the site's
 * native layer uses. The copy keeps the working tree untouched; no Android SDK is needed.
 */
const appDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(appDir, '../..');
const capacitorCli = path.join(repoRoot, 'node_modules/@capacitor/cli/bin/capacitor');

const builtFiles = {
  'index.html':
    '<!doctype html><title>Voyagent</title><script src="/assets/entry-1a2b.js"></script>',
  'app-shell.html': '<!doctype html><title>Voyagent</title><div id="root"></div>',
  'assets/entry-1a2b.js': 'console.log("voyagent");',
  'sw.js': 'self.addEventListener("install", () => undefined);',
};

let work: string;
let nativeCopy: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'voyagent-cap-sync-'));
  nativeCopy = path.join(work, 'apps/native');
  // The layout capacitor.config.ts expects: the site's build at ../site/dist.
  for (const [file, text] of Object.entries(builtFiles)) {
    const target = path.join(work, 'apps/site/dist', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  for (const file of ['package.json', 'capacitor.config.ts', 'appIdentity.ts']) {
    cpSync(path.join(appDir, file), path.join(nativeCopy, file));
  }
  const generated = /[\\/](build|\.gradle|public)([\\/]|$)/;
  cpSync(path.join(appDir, 'android'), path.join(nativeCopy, 'android'), {
    recursive: true,
    filter: (source) => !generated.test(path.relative(appDir, source)),
  });
  // The plugins resolve from the repository's install, as they do from the workspace.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');

  await promisify(execFile)(process.execPath, [capacitorCli, 'sync', 'android'], {
    cwd: nativeCopy,
    env: { ...process.env, CI: '1', CAPACITOR_TELEMETRY: 'false', VOYAGENT_APP_ID: '' },
    timeout: 90_000,
  });
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const assets = () => path.join(nativeCopy, 'android/app/src/main/assets');

describe('npx cap sync android', () => {
  it('copies the built site into android/app/src/main/assets/public', () => {
    for (const [file, text] of Object.entries(builtFiles)) {
      expect(readFileSync(path.join(assets(), 'public', file), 'utf8')).toBe(text);
    }
  });

  it('writes the app id, name and plugin settings of capacitor.config.ts', () => {
    const config = JSON.parse(readFileSync(path.join(assets(), 'capacitor.config.json'), 'utf8'));
    expect(config).toMatchObject({
      appId: 'app.voyagent.travel',
      appName: 'Voyagent',
      webDir: '../site/dist',
      plugins: { SplashScreen: { launchAutoHide: true }, Keyboard: { resize: 'none' } },
    });
  });

  it('keeps the activity resizing the web view for the keyboard (@voyagent/native keyboardPadding)', () => {
    const manifest = readFileSync(
      path.join(nativeCopy, 'android/app/src/main/AndroidManifest.xml'),
      'utf8',
    );
    expect(manifest).toContain('android:windowSoftInputMode="adjustResize"');
  });

  it('registers every Capacitor plugin the native layer loads, the in-app browser included', () => {
    const plugins = JSON.parse(readFileSync(path.join(assets(), 'capacitor.plugins.json'), 'utf8'));
    const packages = (plugins as { pkg: string }[]).map((plugin) => plugin.pkg).sort();
    const nativeLayer = JSON.parse(
      readFileSync(path.join(repoRoot, 'packages/native/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const used = Object.keys(nativeLayer.dependencies)
      .filter((name) => name.startsWith('@capacitor/') && name !== '@capacitor/core')
      .sort();
    expect(used).toContain('@capacitor/browser');
    expect(packages).toEqual(used);
  });
});
