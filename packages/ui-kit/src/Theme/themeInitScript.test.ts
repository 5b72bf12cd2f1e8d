import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeInitScript } from './themeInitScript';
import { parseThemePreference, resolveTheme } from './themePreference';

/** Runs the head script the way a browser would, as classic script source. */
function runInitScript() {
  new Function(themeInitScript)();
  return document.documentElement.dataset.theme;
}

function stubSystemScheme(prefersDark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    })),
  );
}

describe('themeInitScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  const stored = ['light', 'dark', 'system', null, 'purple'];
  const systems = [true, false];
  it.each(stored.flatMap((value) => systems.map((dark) => [value, dark] as const)))(
    'stored %j with system dark=%s gives the same theme as resolveTheme',
    (value, systemDark) => {
      if (value !== null) localStorage.setItem('theme', value);
      stubSystemScheme(systemDark);
      expect(runInitScript()).toBe(resolveTheme(parseThemePreference(value), systemDark));
    },
  );

  it('follows the system when storage throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    stubSystemScheme(true);
    expect(runInitScript()).toBe('dark');
  });

  it('falls back to light when matchMedia is unavailable', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(runInitScript()).toBe('light');
  });

  it('is plain ES5 a browser parses before any bundle loads', () => {
    expect(themeInitScript).not.toMatch(/=>|\b(let|const)\b|`/);
  });
});
