import { describe, expect, it } from 'vitest';
import {
  THEME_STORAGE_KEY,
  parseThemePreference,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
} from './themePreference';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const throwingStorage = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('parseThemePreference', () => {
  it.each(['light', 'dark', 'system'] as const)(
    'keeps the stored choice %s (SI-186, SI-187, SI-188)',
    (value) => {
      expect(parseThemePreference(value)).toBe(value);
    },
  );

  it.each([null, undefined, '', 'Dark', 'blue', 42])('falls back to system for %j', (value) => {
    expect(parseThemePreference(value)).toBe('system');
  });
});

describe('resolveTheme', () => {
  it('follows the operating system only for the system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('reading and writing the stored preference', () => {
  it('uses local-storage key "theme"', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'dark' });
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(readThemePreference(() => storage)).toBe('dark');
    expect(writeThemePreference(() => storage, 'light')).toBe(true);
    expect(storage.values.get('theme')).toBe('light');
  });

  it('defaults to system when nothing or garbage is stored', () => {
    expect(readThemePreference(() => memoryStorage())).toBe('system');
    expect(readThemePreference(() => memoryStorage({ theme: '{"x":1}' }))).toBe('system');
    expect(readThemePreference(() => undefined)).toBe('system');
  });

  it('survives storage that throws (private mode) instead of crashing', () => {
    expect(readThemePreference(throwingStorage)).toBe('system');
    expect(writeThemePreference(throwingStorage, 'dark')).toBe(false);
    const fullStorage = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(writeThemePreference(() => fullStorage, 'dark')).toBe(false);
    expect(writeThemePreference(() => undefined, 'dark')).toBe(false);
  });
});
