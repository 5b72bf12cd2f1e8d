// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as {
    dependencies: Record<string, string>;
  };

/**
 * `cap sync` finds the plugins in this workspace's dependencies, while the site loads them
 * through @voyagent/native: both must name the same plugins at the same versions, or the app
 * would ship a native side that does not match its JavaScript.
 */
describe('the native shell’s plugins', () => {
  it('are the native layer’s, at the same versions', () => {
    const shell = read('../package.json').dependencies;
    const layer = read('../../../packages/native/package.json').dependencies;
    for (const [name, version] of Object.entries(layer)) expect(shell[name]).toBe(version);
  });

  it('cover every native feature of shell.md §4 (IP-148)', () => {
    const layer = read('../../../packages/native/package.json').dependencies;
    const pluginFor = {
      'status bar': '@capacitor/status-bar',
      keyboard: '@capacitor/keyboard',
      haptics: '@capacitor/haptics',
      share: '@capacitor/share',
      'device info': '@capacitor/device',
      network: '@capacitor/network',
      geolocation: '@capacitor/geolocation',
      preferences: '@capacitor/preferences',
      'splash screen': '@capacitor/splash-screen',
      // App state and the back button are both events of the App plugin.
      'app state and back button': '@capacitor/app',
    };
    for (const [feature, plugin] of Object.entries(pluginFor)) {
      expect(layer[plugin], feature).toBeDefined();
    }
  });

  it('are Capacitor 7 throughout, with the CLI and platforms on the core’s version', () => {
    const shell = read('../package.json').dependencies;
    for (const [name, version] of Object.entries(shell)) {
      expect(name).toMatch(/^@capacitor\//);
      expect(version).toMatch(/^7\.\d+\.\d+$/);
    }
    for (const name of ['@capacitor/cli', '@capacitor/android', '@capacitor/ios']) {
      expect(shell[name]).toBe(shell['@capacitor/core']);
    }
  });
});
