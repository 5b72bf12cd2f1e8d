import { describe, expect, it } from 'vitest';
import { capacitorPlugins } from './plugins';

// The adapters over the real plugin modules, run against the plugins' own web implementations
// (what Capacitor registers outside a native shell): the lazy imports load and the adapters map.
describe('Capacitor plugin adapters', () => {
  it('stores and clears through the Preferences plugin', async () => {
    const preferences = await capacitorPlugins.preferences();
    await preferences.set('mobile_settings', '{"offline":true}');
    expect(await preferences.get('mobile_settings')).toBe('{"offline":true}');
    await preferences.clear();
    expect(await preferences.get('mobile_settings')).toBeNull();
  });

  it('reads device info and network status', async () => {
    const device = await capacitorPlugins.device();
    expect((await device.getInfo()).platform).toBe('web');
    const network = await capacitorPlugins.network();
    expect(await network.getStatus()).toMatchObject({ connected: true });
  });
});
