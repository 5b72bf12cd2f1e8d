import type { PreferencesStore } from './preferences';
import type { NativeToast } from './toast';

/** shell.md §3: the device-storage key of the mobile settings. */
export const MOBILE_SETTINGS_KEY = 'mobile_settings';

export interface MobileSettings {
  notifications: boolean;
  location: boolean;
  camera: boolean;
  offline: boolean;
  analytics: boolean;
  darkMode: boolean;
}

export type MobileSettingName = keyof MobileSettings;

/** shell.md §3. */
export const DEFAULT_MOBILE_SETTINGS: Readonly<MobileSettings> = Object.freeze({
  notifications: true,
  location: true,
  camera: true,
  offline: false,
  analytics: true,
  darkMode: false,
});

const SETTING_NAMES = Object.keys(DEFAULT_MOBILE_SETTINGS) as MobileSettingName[];

/**
 * The spec says a toggle "toasts enabled or disabled" without the words (ledger IP-146); these
 * labels name the setting in the toast: "Location enabled", "Dark mode disabled".
 */
export const MOBILE_SETTING_LABELS: Readonly<Record<MobileSettingName, string>> = {
  notifications: 'Notifications',
  location: 'Location',
  camera: 'Camera',
  offline: 'Offline mode',
  analytics: 'Analytics',
  darkMode: 'Dark mode',
};

export const MOBILE_SETTINGS_TOASTS = {
  updateFailed: { variant: 'error', title: 'Failed to update setting' },
  cleared: { variant: 'success', title: 'App data cleared' },
  clearFailed: { variant: 'error', title: 'Failed to clear app data' },
} as const satisfies Record<string, NativeToast>;

/**
 * Reads stored settings leniently: each known field keeps a stored boolean, anything else (bad
 * JSON, a non-object, a non-boolean field) falls back to its default; unknown fields are dropped.
 */
export function parseMobileSettings(raw: string | null): MobileSettings {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  const record =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const settings = { ...DEFAULT_MOBILE_SETTINGS };
  for (const name of SETTING_NAMES) {
    const value = record[name];
    if (typeof value === 'boolean') settings[name] = value;
  }
  return settings;
}

/**
 * The stored settings; a stored value that was not exactly valid settings is replaced by what
 * was kept of it, so the next read is clean. Never throws: unreadable storage gives the defaults.
 */
export async function loadMobileSettings(store: PreferencesStore): Promise<MobileSettings> {
  let raw: string | null;
  try {
    raw = await store.get(MOBILE_SETTINGS_KEY);
  } catch {
    return { ...DEFAULT_MOBILE_SETTINGS };
  }
  const settings = parseMobileSettings(raw);
  const clean = JSON.stringify(settings);
  if (raw !== null && raw !== clean) {
    await store.set(MOBILE_SETTINGS_KEY, clean).catch(() => undefined);
  }
  return settings;
}

export interface SettingUpdate {
  /** The settings now in force: the new ones once saved, else the previous ones. */
  settings: MobileSettings;
  toast: NativeToast;
}

/** shell.md §4: a toggle saves at once and toasts enabled or disabled, or the failure. */
export async function updateMobileSetting(
  store: PreferencesStore,
  current: MobileSettings,
  name: MobileSettingName,
  value: boolean,
): Promise<SettingUpdate> {
  const next = { ...current, [name]: value };
  try {
    await store.set(MOBILE_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    return { settings: current, toast: MOBILE_SETTINGS_TOASTS.updateFailed };
  }
  const state = value ? 'enabled' : 'disabled';
  return {
    settings: next,
    toast: { variant: 'success', title: `${MOBILE_SETTING_LABELS[name]} ${state}` },
  };
}

/** Clears the device storage (settings back to defaults); the toast says how it went. */
export async function clearAppData(store: PreferencesStore): Promise<NativeToast> {
  try {
    await store.clear();
    return MOBILE_SETTINGS_TOASTS.cleared;
  } catch {
    return MOBILE_SETTINGS_TOASTS.clearFailed;
  }
}
