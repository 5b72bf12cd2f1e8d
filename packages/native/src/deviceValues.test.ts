import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDeviceInfo, getDeviceInfo } from './device';
import { VIBRATION_MS, hapticImpact } from './haptics';
import { subscribeKeyboardHeight } from './keyboard';
import { fromPluginListener } from './listeners';
import { getNetworkStatus, subscribeNetworkStatus } from './network';
import type { DeviceInfo, NetworkStatus } from './plugins';
import { fakeEvent, testContext } from './testContext';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('network status (IP-080)', () => {
  it('reads navigator.onLine on the web', async () => {
    setOnline(false);
    expect(await getNetworkStatus(testContext('web'))).toEqual({
      connected: false,
      connectionType: 'none',
    });
    setOnline(true);
    expect(await getNetworkStatus(testContext('web'))).toEqual({
      connected: true,
      connectionType: 'unknown',
    });
  });

  it('reads the Network plugin on native, the web view when the plugin fails', async () => {
    const wifi: NetworkStatus = { connected: true, connectionType: 'wifi' };
    const network = { getStatus: async () => wifi, onChange: fakeEvent<[NetworkStatus]>().listen };
    expect(await getNetworkStatus(testContext('android', { network: async () => network }))).toBe(
      wifi,
    );
    setOnline(false);
    expect((await getNetworkStatus(testContext('android'))).connected).toBe(false);
  });

  it('follows online and offline events on the web until unsubscribed', () => {
    const seen: boolean[] = [];
    const stop = subscribeNetworkStatus(
      (status) => seen.push(status.connected),
      testContext('web'),
    );
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  it('follows the plugin’s changes on native', async () => {
    const change = fakeEvent<[NetworkStatus]>();
    const context = testContext('ios', {
      network: async () => ({
        getStatus: async () => ({ connected: true, connectionType: 'wifi' }),
        onChange: change.listen,
      }),
    });
    const listener = vi.fn();
    const stop = subscribeNetworkStatus(listener, context);
    await vi.waitFor(() => expect(change.count).toBe(1));
    change.emit({ connected: true, connectionType: 'cellular' });
    expect(listener).toHaveBeenCalledWith({ connected: true, connectionType: 'cellular' });
    stop();
    await vi.waitFor(() => expect(change.count).toBe(0));
  });
});

describe('keyboard height (IP-080)', () => {
  it('reports the Keyboard plugin’s height on show and 0 on hide, on native', async () => {
    const show = fakeEvent<[number]>();
    const hide = fakeEvent<[]>();
    const context = testContext('android', {
      keyboard: async () => ({ onShow: show.listen, onHide: hide.listen }),
    });
    const heights: number[] = [];
    const stop = subscribeKeyboardHeight((height) => heights.push(height), context);
    await vi.waitFor(() => expect(show.count + hide.count).toBe(2));
    show.emit(291);
    hide.emit();
    stop();
    await vi.waitFor(() => expect(show.count + hide.count).toBe(0));
    expect(heights).toEqual([291, 0]);
  });

  it('measures the visual viewport on the web', () => {
    const viewport = Object.assign(new EventTarget(), { height: 800 });
    const win = { innerHeight: 800, visualViewport: viewport } as unknown as Window;
    const heights: number[] = [];
    const stop = subscribeKeyboardHeight((height) => heights.push(height), testContext('web'), win);
    viewport.height = 500;
    viewport.dispatchEvent(new Event('resize'));
    viewport.dispatchEvent(new Event('resize'));
    viewport.height = 800;
    viewport.dispatchEvent(new Event('resize'));
    stop();
    viewport.height = 400;
    viewport.dispatchEvent(new Event('resize'));
    expect(heights).toEqual([300, 0]);
  });
});

describe('haptics (IP-153)', () => {
  it('taps the Haptics plugin on native and swallows its failures', async () => {
    const impact = vi.fn(async () => undefined);
    await hapticImpact('heavy', testContext('ios', { haptics: async () => ({ impact }) }), null);
    expect(impact).toHaveBeenCalledWith('heavy');
    impact.mockRejectedValueOnce(new Error('no motor'));
    await expect(
      hapticImpact('light', testContext('ios', { haptics: async () => ({ impact }) }), null),
    ).resolves.toBeUndefined();
  });

  it('vibrates on the web where it can, and does nothing where it cannot', async () => {
    const vibrate = vi.fn(() => true);
    await hapticImpact('medium', testContext('web'), { vibrate });
    expect(vibrate).toHaveBeenCalledWith(VIBRATION_MS.medium);
    await expect(hapticImpact('medium', testContext('web'), null)).resolves.toBeUndefined();
    const throwing = () => {
      throw new Error('blocked');
    };
    await expect(
      hapticImpact('light', testContext('web'), { vibrate: throwing }),
    ).resolves.toBeUndefined();
  });
});

describe('device info (IP-080)', () => {
  it('reads the Device plugin on native, null when it fails', async () => {
    const info: DeviceInfo = {
      platform: 'android',
      operatingSystem: 'android',
      osVersion: '14',
      model: 'Pixel 8',
      manufacturer: 'Google',
    };
    expect(
      await getDeviceInfo(
        testContext('android', { device: async () => ({ getInfo: async () => info }) }),
      ),
    ).toBe(info);
    expect(await getDeviceInfo(testContext('android'))).toBeNull();
  });

  it('reads the user agent on the web', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    expect(await getDeviceInfo(testContext('web'), iphone)).toMatchObject({
      platform: 'web',
      operatingSystem: 'ios',
      osVersion: '17.4',
    });
    expect(browserDeviceInfo('Mozilla/5.0 (Linux; Android 14; Pixel 8)').operatingSystem).toBe(
      'android',
    );
    expect(browserDeviceInfo('curl/8').operatingSystem).toBe('unknown');
  });
});

describe('plugin listeners', () => {
  it('removes a handle that arrives after unsubscribing, and ignores a failed registration', async () => {
    const remove = vi.fn(async () => undefined);
    let arrive: (handle: { remove: typeof remove }) => void = () => undefined;
    const stop = fromPluginListener(new Promise((resolve) => (arrive = resolve)));
    stop();
    arrive({ remove });
    await vi.waitFor(() => expect(remove).toHaveBeenCalledOnce());
    expect(() => fromPluginListener(Promise.reject(new Error('no plugin')))()).not.toThrow();
  });
});
