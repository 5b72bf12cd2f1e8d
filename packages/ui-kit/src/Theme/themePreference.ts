/** What the visitor chose (shell.md §3): a fixed theme, or follow the operating system. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** The theme actually painted: `system` resolved against `prefers-color-scheme`. */
export type ResolvedTheme = 'light' | 'dark';

/** Local-storage key of the preference (shell.md §3). */
export const THEME_STORAGE_KEY = 'theme';

/** Preference when nothing valid is stored (shell.md §3). */
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

/** Media query that tells whether the operating system is in dark mode. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

/** A stored value that is missing or not one of the three choices counts as the default. */
export function parseThemePreference(stored: unknown): ThemePreference {
  return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * Reads the stored preference. Storage can be missing or throw (private mode, blocked cookies);
 * then the default applies rather than an error.
 */
export function readThemePreference(
  getStorage: () => ReadableStorage | undefined,
): ThemePreference {
  try {
    return parseThemePreference(getStorage()?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

/** Stores the preference; returns false when storage refused it (the choice then lasts the visit). */
export function writeThemePreference(
  getStorage: () => WritableStorage | undefined,
  preference: ThemePreference,
): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(THEME_STORAGE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
