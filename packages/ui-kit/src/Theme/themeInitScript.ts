import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './themePreference';

/**
 * Source of an inline `<script>` for the page's `<head>`: it sets `data-theme` on `<html>` from the
 * stored preference (or the system scheme) before the first paint, so a dark-mode visitor never
 * sees a flash of the light theme while the app bundle loads. Plain ES5 so it runs anywhere, and it
 * never throws (storage or matchMedia may be unavailable). Mirrors `parseThemePreference` and
 * `resolveTheme`; the tests hold the two to the same answers.
 */
export const themeInitScript = `(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('${THEME_STORAGE_KEY}');
  } catch (e) {}
  if (theme !== 'light' && theme !== 'dark') {
    try {
      theme = window.matchMedia('${DARK_SCHEME_QUERY}').matches ? 'dark' : 'light';
    } catch (e) {
      theme = 'light';
    }
  }
  document.documentElement.dataset.theme = theme;
})();`;
