/**
 * The embed's configuration rules, pure: what a partner writes on
 * `<div data-voyagent-widget="…" data-locale="fr" …>` (or passes to `Voyagent.mount`) becomes a
 * checked `EmbedConfig`. A bad value never stops the widget: it yields one warning naming the
 * attribute and the default used instead, so the partner's developer sees the mistake in the
 * console while visitors still get a working widget.
 */

/** The widgets a page may ask for, by `data-voyagent-widget`. */
export const EMBED_WIDGETS = ['hotel-search', 'flight-search', 'reviews'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

/** The locales with message files; each maps to the full tag ui-kit's texts and `Intl` use. */
export const EMBED_LOCALES = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' } as const;
export type EmbedLocale = keyof typeof EMBED_LOCALES;

export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export interface EmbedConfig {
  widget: EmbedWidget;
  locale: EmbedLocale;
  /** The partner's id, sent as the flight link's affiliate parameter. */
  affiliateId: string | null;
  /** `#rgb` or `#rrggbb`: buttons and focus rings take it instead of the Voyagent blue. */
  accentColor: string | null;
  theme: EmbedTheme;
  hotelSearchBaseUrl: string;
  flightSearchBaseUrl: string;
  /** The public `reviews-list` function the reviews widget reads; null where none is set. */
  reviewsUrl: string | null;
  /** Set on every `<style>` the widget adds (CSP `style-src 'nonce-…'`). */
  nonce: string | null;
  /** The hotel widget's destination field starts with it; null leaves the field empty. */
  defaultDestination: string | null;
  /** ISO 4217, for the prices a widget formats with `Intl.NumberFormat`. */
  currency: string;
}

/** Built into the bundle from the embed build's environment (vite.embed.config.ts). */
export interface EmbedDefaults {
  hotelSearchBaseUrl: string;
  flightSearchBaseUrl: string;
  reviewsUrl: string | null;
}

/** What a partner may pass: the div's data-attributes, or the options of `Voyagent.mount`. */
export type EmbedOptions = Readonly<Record<string, unknown>>;

export interface ParsedEmbedConfig {
  /** Null for an unknown widget: the element is left as the partner wrote it. */
  config: EmbedConfig | null;
  warnings: string[];
}

const WARNING_PREFIX = 'Voyagent embed:';
const AFFILIATE_ID = /^[\w.-]{1,64}$/;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const DEFAULT_DESTINATION_MAX_LENGTH = 100;
const CONTROL_CHARACTER = /\p{Cc}/u;
export const DEFAULT_CURRENCY = 'USD';

/** The loader says it before loading anything; the element stays as the partner wrote it. */
export function unknownWidgetWarning(widget: unknown): string {
  return `${WARNING_PREFIX} unknown widget ${describe(widget)}; expected one of ${EMBED_WIDGETS.join(', ')}. The element is left as it is.`;
}

/** Reads the options (camelCase names, as `dataset` gives them) into a checked configuration. */
export function parseEmbedConfig(
  options: EmbedOptions,
  defaults: EmbedDefaults,
  nonce: string | null = null,
): ParsedEmbedConfig {
  const warnings: string[] = [];
  const widget = options.voyagentWidget ?? options.widget;
  if (!isOneOf(EMBED_WIDGETS, widget))
    return { config: null, warnings: [unknownWidgetWarning(widget)] };

  /** The option's text, or undefined when absent; a present but unusable value warns once. */
  const read = <T>(
    name: string,
    check: (text: string) => T | null,
    fallback: T,
    expected: string,
  ): T => {
    const value = options[name];
    if (value === undefined || value === null) return fallback;
    const checked = typeof value === 'string' ? check(value.trim()) : null;
    if (checked !== null) return checked;
    warnings.push(
      `${WARNING_PREFIX} ${attributeName(name)} ${describe(value)} is not ${expected}; using ${describe(fallback)}.`,
    );
    return fallback;
  };

  const config: EmbedConfig = {
    widget,
    locale: read('locale', embedLocaleOf, 'en', `one of ${Object.keys(EMBED_LOCALES).join(', ')}`),
    affiliateId: read(
      'affiliateId',
      (text) => (AFFILIATE_ID.test(text) ? text : null),
      null,
      'up to 64 letters, digits, ".", "_" or "-"',
    ),
    accentColor: read(
      'accentColor',
      (text) => (HEX_COLOR.test(text) ? text.toLowerCase() : null),
      null,
      'a #rgb or #rrggbb colour',
    ),
    theme: read(
      'theme',
      (text) => (isOneOf(EMBED_THEMES, text) ? text : null),
      'auto',
      'light, dark or auto',
    ),
    hotelSearchBaseUrl: read(
      'hotelSearchUrl',
      httpsUrlOf,
      defaults.hotelSearchBaseUrl,
      'an absolute https URL',
    ),
    flightSearchBaseUrl: read(
      'flightSearchUrl',
      httpsUrlOf,
      defaults.flightSearchBaseUrl,
      'an absolute https URL',
    ),
    reviewsUrl: read('reviewsUrl', httpUrlOf, defaults.reviewsUrl, 'an absolute http(s) URL'),
    nonce: read('nonce', (text) => (text === '' ? null : text), nonce, 'a nonce'),
    defaultDestination:
      read(
        'defaultDestination',
        destinationOf,
        null,
        `a destination of at most ${DEFAULT_DESTINATION_MAX_LENGTH} characters without control characters`,
      ) || null,
    currency: read('currency', currencyOf, DEFAULT_CURRENCY, 'an ISO 4217 currency code'),
  };
  return { config, warnings };
}

/** "fr", "fr-CA" and "FR" all take the French messages; an unknown language takes none. */
function embedLocaleOf(text: string): EmbedLocale | null {
  const language = text.toLowerCase().split(/[-_]/)[0];
  return language !== undefined && Object.hasOwn(EMBED_LOCALES, language)
    ? (language as EmbedLocale)
    : null;
}

/** Text the visitor could have typed: no control characters, and short enough for the field. */
function destinationOf(text: string): string | null {
  return text.length <= DEFAULT_DESTINATION_MAX_LENGTH && !CONTROL_CHARACTER.test(text)
    ? text
    : null;
}

let supportedCurrencies: ReadonlySet<string> | undefined;

/** "eur" and "EUR" are the euro; a code the browser's `Intl` does not know is refused. */
function currencyOf(text: string): string | null {
  supportedCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  const code = text.toUpperCase();
  return supportedCurrencies.has(code) ? code : null;
}

/** A partner page's own results page: https only, so a search never leaves a secure page for plain http. */
function httpsUrlOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The reviews are only read, so a plain-http address (a local function) is allowed too. */
function httpUrlOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/** `accentColor` → `data-accent-color`, the name the partner wrote. */
function attributeName(optionName: string): string {
  return `data-${optionName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}
