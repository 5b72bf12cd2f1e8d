import '@voyagent/ui-kit/tokens.css';
import type { EmbedConfig } from './embedConfig';

/**
 * The CSS of ui-kit and the widgets, as text for the shadow root. The embed build collects every
 * stylesheet the widgets import and writes it in place of this marker (vite.embed.config.ts);
 * outside that build (unit tests) it stays the marker, which styles nothing.
 */
const BUNDLED_CSS = '/*__VOYAGENT_EMBED_CSS__*/';

/**
 * The widget root starts from the browser's initial values, so nothing the page lets inherit
 * (font size, colour, letter spacing, text alignment) reaches in; `:where` keeps its weight at
 * zero so ui-kit's own rules and the theme's `[data-theme]` still apply.
 */
const ROOT_CSS =
  ':where(.vy-root){all:initial;display:block;color-scheme:light dark;' +
  'font-family:var(--vy-font-sans);font-size:16px;line-height:var(--vy-line-height);' +
  'color:var(--vy-color-text)}' +
  // react-aria's usePress would add this rule to the page's <head>; the embed build keeps it here.
  '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

export function embedCss({ accentColor }: Pick<EmbedConfig, 'accentColor'>): string {
  // accentColor is a checked #rgb/#rrggbb (embedConfig.ts), so it cannot end the rule.
  const accent = accentColor
    ? `.vy-root{--vy-color-primary:${accentColor};--vy-color-primary-hover:${accentColor}}`
    : '';
  return `${BUNDLED_CSS}\n${ROOT_CSS}${accent}`;
}
