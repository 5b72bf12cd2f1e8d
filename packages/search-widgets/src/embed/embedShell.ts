import type { EmbedLocale, EmbedWidget } from './embedConfig';

/**
 * What the loader draws in a widget's shadow root before the widget's code arrives: its reserved
 * box and a skeleton. Kept apart from the widgets so the loader stays small.
 */

/**
 * The height each widget's form takes, on wide screens and on phones (below
 * `NARROW_VIEWPORT_PX`, where its fields stack). The host keeps it as its minimum from the first
 * paint on, so the page below never moves when the widget arrives (CLS 0). Measured on the demo
 * page (apps/embed-demo) with a little room for fonts that run larger.
 */
export const EMBED_RESERVED_HEIGHT_PX: Readonly<
  Record<EmbedWidget, { wide: number; narrow: number }>
> = {
  'hotel-search': { wide: 270, narrow: 440 },
  'flight-search': { wide: 480, narrow: 720 },
  reviews: { wide: 440, narrow: 1000 },
};
export const NARROW_VIEWPORT_PX = 600;

/**
 * The host's own box. `!important` inside a shadow root beats the page's `!important` on the host
 * (the inner tree context wins for important declarations), so a page rule such as
 * `div { display: flex !important }` or `* { all: unset }` cannot collapse the reserved space.
 */
export function hostCss(widget: EmbedWidget): string {
  return (
    `:host{display:block!important;min-height:${EMBED_RESERVED_HEIGHT_PX[widget].wide}px!important}` +
    `@media (max-width:${NARROW_VIEWPORT_PX - 1}px){:host{` +
    `min-height:${EMBED_RESERVED_HEIGHT_PX[widget].narrow}px!important}}` +
    '.vy-skeleton{display:grid;gap:12px;padding:16px}' +
    '.vy-skeleton i{height:40px;border-radius:8px;background:rgba(128,128,128,.2)}' +
    '.vy-fallback{padding:16px;font:16px system-ui}'
  );
}

const SHELL_TEXTS = {
  en: { loading: 'Loading search…', unavailable: 'Search on Voyagent' },
  fr: { loading: 'Chargement de la recherche…', unavailable: 'Rechercher sur Voyagent' },
  de: { loading: 'Suche wird geladen…', unavailable: 'Auf Voyagent suchen' },
  es: { loading: 'Cargando la búsqueda…', unavailable: 'Buscar en Voyagent' },
} satisfies Record<EmbedLocale, { loading: string; unavailable: string }>;

/**
 * The skeleton's text for screen readers and the fallback link's text, in the language of the
 * raw `data-locale` (checked properly, with a warning, by the widget itself).
 */
export function shellTexts(locale: unknown): { loading: string; unavailable: string } {
  const language = typeof locale === 'string' ? locale.slice(0, 2).toLowerCase() : '';
  return Object.hasOwn(SHELL_TEXTS, language)
    ? SHELL_TEXTS[language as EmbedLocale]
    : SHELL_TEXTS.en;
}

/** What a widget that cannot load or stopped leaves: a link to the partner's own results page. */
export function fallbackLink(href: string, text: string): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'vy-fallback';
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = text;
  paragraph.append(link);
  return paragraph;
}
