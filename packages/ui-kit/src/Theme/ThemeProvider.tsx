import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import {
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  parseThemePreference,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
  type ResolvedTheme,
  type ThemePreference,
} from './themePreference';

export interface ThemeContextValue {
  /** What the visitor chose: light, dark or system. */
  preference: ThemePreference;
  /** The theme on screen now (`system` resolved against the operating system). */
  resolvedTheme: ResolvedTheme;
  /** Changes and stores the preference. */
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// Reading window.localStorage itself throws where storage is blocked, so it is read lazily inside
// the try of readThemePreference/writeThemePreference.
const getLocalStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

function darkSchemeQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(DARK_SCHEME_QUERY);
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = darkSchemeQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => darkSchemeQuery()?.matches ?? false;
const serverPrefersDark = () => false;

// Layout effect in the browser so data-theme changes before the browser paints the new choice.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Where `data-theme` goes: an element, or a function that finds it once the children are mounted. */
export type ThemeTarget = HTMLElement | (() => HTMLElement | null);

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Element that carries `data-theme`; defaults to `<html>`. An embedded widget passes its own
   * root (e.g. an element inside its shadow root) so the partner's page is never touched. A
   * function is called after the children mount, so it may return an element they render.
   */
  target?: ThemeTarget;
}

function resolveTarget(target: ThemeTarget | undefined): HTMLElement | null {
  if (target === undefined) return document.documentElement;
  return typeof target === 'function' ? target() : target;
}

/**
 * Holds the theme preference (stored under local-storage key `theme`, default system), follows the
 * operating system live while on system, and sets `data-theme` on `<html>` (or on `target`) so the
 * `--vy-*` tokens switch. Pair it with `themeInitScript` in the page head to avoid a flash before
 * React starts.
 */
export function ThemeProvider({ children, target }: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    readThemePreference(getLocalStorage),
  );
  const prefersDark = useSyncExternalStore(
    subscribeToSystemScheme,
    systemPrefersDark,
    serverPrefersDark,
  );
  const resolvedTheme = resolveTheme(preference, prefersDark);

  useIsomorphicLayoutEffect(() => {
    const element = resolveTarget(target);
    if (element) element.dataset.theme = resolvedTheme;
    else warnInDevelopment('ThemeProvider target found no element; data-theme is not set');
  }, [resolvedTheme, target]);

  // Another tab changed the preference: follow it so every open tab shows the same theme. A null
  // key means that tab cleared a whole storage area; re-read so a cleared preference becomes system.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setPreferenceState(parseThemePreference(event.newValue));
      else if (event.key === null) setPreferenceState(readThemePreference(getLocalStorage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setPreference = useCallback((next: ThemePreference) => {
    const valid = parseThemePreference(next);
    if (valid !== next)
      warnInDevelopment(`unknown theme preference "${String(next)}"; using system`);
    setPreferenceState(valid);
    writeThemePreference(getLocalStorage, valid);
  }, []);

  const value = useMemo(
    () => ({ preference, resolvedTheme, setPreference }),
    [preference, resolvedTheme, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

const withoutProvider: ThemeContextValue = {
  preference: 'system',
  resolvedTheme: 'light',
  setPreference: () => warnInDevelopment('setPreference needs a <ThemeProvider> above it'),
};

/** The current theme and its setter; needs a `ThemeProvider` above (warns and stays inert without). */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (context) return context;
  warnInDevelopment('useTheme() was called outside a <ThemeProvider>');
  return withoutProvider;
}
