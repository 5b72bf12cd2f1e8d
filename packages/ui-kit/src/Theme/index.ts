export { ThemeProvider, useTheme } from './ThemeProvider';
export type { ThemeContextValue, ThemeProviderProps, ThemeTarget } from './ThemeProvider';
export { ThemeSwitch } from './ThemeSwitch';
export type { ThemeSwitchProps } from './ThemeSwitch';
export { themeInitScript } from './themeInitScript';
export {
  DEFAULT_THEME_PREFERENCE,
  THEME_STORAGE_KEY,
  parseThemePreference,
  resolveTheme,
} from './themePreference';
export type { ResolvedTheme, ThemePreference } from './themePreference';
