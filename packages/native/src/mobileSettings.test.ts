import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MOBILE_SETTINGS,
  MOBILE_SETTINGS_KEY,
  clearAppData,
  loadMobileSettings,
  parseMobileSettings,
  updateMobileSetting,
} from './mobileSettings';
import { preferencesStore, type PreferencesStore } from './preferences';
import { testContext } from './testContext';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const store: PreferencesStore = {
    get: vi.fn(async (key: string) => data.get(key) ?? null),
    set: vi.fn(async (key: string, value: string) => void data.set(key, value)),
    clear: vi.fn(async () => data.clear()),
  };
  return { store, data };
}

afterEach(() => localStorage.clear());

describe('mobile settings (IP-032 to IP-038)', () => {
  it('defaults to notifications, location, camera and analytics on, offline and dark mode off (IP-147)', async () => {
    expect(MOBILE_SETTINGS_KEY).toBe('mobile_settings');
    const { store } = memoryStore();
    expect(await loadMobileSettings(store)).toEqual({
      notifications: true,
      location: true,
      camera: true,
      offline: false,
      analytics: true,
      darkMode: false,
    });
    expect(store.set).not.toHaveBeenCalled();
  });

  it('discards corrupt and foreign values and writes the cleaned settings back', async () => {
    for (const raw of ['{not json', '[]', '42', 'null', '"text"']) {
      expect(parseMobileSettings(raw)).toEqual(DEFAULT_MOBILE_SETTINGS);
    }
    const stored = JSON.stringify({ offline: true, camera: 'yes', darkMode: 1, injected: true });
    const { store, data } = memoryStore({ [MOBILE_SETTINGS_KEY]: stored });
    const settings = await loadMobileSettings(store);
    expect(settings).toEqual({ ...DEFAULT_MOBILE_SETTINGS, offline: true });
    expect(JSON.parse(data.get(MOBILE_SETTINGS_KEY) ?? '')).toEqual(settings);
  });

  it('never throws when the storage does', async () => {
    const store: PreferencesStore = {
      get: async () => Promise.reject(new Error('storage gone')),
      set: async () => Promise.reject(new Error('storage gone')),
      clear: async () => Promise.reject(new Error('storage gone')),
    };
    await expect(loadMobileSettings(store)).resolves.toEqual(DEFAULT_MOBILE_SETTINGS);
    const corrupt = { ...store, get: async () => '{' };
    await expect(loadMobileSettings(corrupt)).resolves.toEqual(DEFAULT_MOBILE_SETTINGS);
  });

  it('saves a toggle at once and toasts enabled or disabled (IP-146)', async () => {
    const { store, data } = memoryStore();
    const off = await updateMobileSetting(store, DEFAULT_MOBILE_SETTINGS, 'location', false);
    expect(off.toast).toEqual({ variant: 'success', title: 'Location disabled' });
    expect(JSON.parse(data.get(MOBILE_SETTINGS_KEY) ?? '')).toEqual(off.settings);
    const on = await updateMobileSetting(store, off.settings, 'darkMode', true);
    expect(on.toast.title).toBe('Dark mode enabled');
    expect(await loadMobileSettings(store)).toEqual({
      ...DEFAULT_MOBILE_SETTINGS,
      location: false,
      darkMode: true,
    });
  });

  it('keeps the previous settings and toasts "Failed to update setting" when saving fails (IP-177)', async () => {
    const { store } = memoryStore();
    vi.mocked(store.set).mockRejectedValueOnce(new Error('quota'));
    const update = await updateMobileSetting(store, DEFAULT_MOBILE_SETTINGS, 'camera', false);
    expect(update).toEqual({
      settings: DEFAULT_MOBILE_SETTINGS,
      toast: { variant: 'error', title: 'Failed to update setting' },
    });
  });

  it('clears app data: "App data cleared" or "Failed to clear app data" (IP-178, IP-179)', async () => {
    const { store, data } = memoryStore({ [MOBILE_SETTINGS_KEY]: '{}' });
    expect(await clearAppData(store)).toEqual({ variant: 'success', title: 'App data cleared' });
    expect(data.size).toBe(0);
    vi.mocked(store.clear).mockRejectedValueOnce(new Error('no'));
    expect((await clearAppData(store)).title).toBe('Failed to clear app data');
  });
});

describe('preferences storage', () => {
  it('is local storage on the web', async () => {
    const store = preferencesStore(testContext('web'));
    await store.set(MOBILE_SETTINGS_KEY, '{"offline":true}');
    expect(localStorage.getItem(MOBILE_SETTINGS_KEY)).toBe('{"offline":true}');
    expect((await loadMobileSettings(store)).offline).toBe(true);
  });

  it('rejects instead of throwing when local storage throws', async () => {
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const store = preferencesStore(testContext('web'), failing);
    await expect(store.get('x')).rejects.toThrow('denied');
    await expect(loadMobileSettings(store)).resolves.toEqual(DEFAULT_MOBILE_SETTINGS);
  });

  it('is the Preferences plugin on native', async () => {
    const { store: plugin, data } = memoryStore();
    const store = preferencesStore(testContext('android', { preferences: async () => plugin }));
    await updateMobileSetting(store, DEFAULT_MOBILE_SETTINGS, 'analytics', false);
    expect(JSON.parse(data.get(MOBILE_SETTINGS_KEY) ?? '').analytics).toBe(false);
    expect(localStorage.getItem(MOBILE_SETTINGS_KEY)).toBeNull();
  });
});
