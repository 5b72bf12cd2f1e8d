import '@voyagent/ui-kit/tokens.css';
import type { EmbedConfig } from './embedConfig';

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

/**
 * The shadow root's CSS: the widget's own stylesheets (`widgetCss`, which the embed build writes
 * into each widget's chunk, vite.embed.config.ts), the root's reset and the partner's accent.
 */
export function embedCss(
  { accentColor }: Pick<EmbedConfig, 'accentColor'>,
  widgetCss: string,
): string {
  // accentColor is a checked #rgb/#rrggbb (embedConfig.ts), so it cannot end the rule.
  const accent = accentColor
    ? `.vy-root{--vy-color-primary:${accentColor};--vy-color-primary-hover:${accentColor}}`
    : '';
  return `${widgetCss}\n${ROOT_CSS}${accent}`;
}
