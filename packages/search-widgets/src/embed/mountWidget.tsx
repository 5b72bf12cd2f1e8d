import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { adoptStyles, ShadowRootProvider } from '@voyagent/ui-kit/ShadowRoot';
import { Toaster } from '@voyagent/ui-kit/Toast';
import { type ReactNode, StrictMode, useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { CurrencyProvider } from '../SearchForm/WidgetCurrency';
import { getActiveWidget, setActiveWidget, subscribeToActiveWidget } from './activeWidget';
import { embedCss } from './embedCss';
import {
  EMBED_LOCALES,
  type EmbedConfig,
  type EmbedDefaults,
  type EmbedOptions,
  parseEmbedConfig,
} from './embedConfig';
import { fallbackLink, shellTexts } from './embedShell';

export interface WidgetContext {
  config: EmbedConfig;
  /** The full locale tag (`fr-FR`) for `Intl` and ui-kit. */
  locale: string;
}

/** The embed build's defaults (vite.embed.config.ts), which data-attributes may override. */
declare const __VOYAGENT_EMBED_DEFAULTS__: EmbedDefaults;

/**
 * Renders a widget into the shadow root the loader attached (its skeleton still showing): checks
 * the partner's options (one warning per bad value, a default in its place), adds the CSS, then
 * React in a root element of its own; the skeleton goes once the widget has painted.
 */
export async function mountWidget(
  root: ShadowRoot,
  options: EmbedOptions,
  pageNonce: string | null,
  /** The widget's stylesheets, from its chunk (see the entries' `WIDGET_CSS`). */
  widgetCss: string,
  render: (context: WidgetContext) => ReactNode,
): Promise<void> {
  const { config, warnings } = parseEmbedConfig(options, __VOYAGENT_EMBED_DEFAULTS__, pageNonce);
  for (const warning of warnings) console.warn(warning);
  if (!config) throw new Error('Voyagent embed: no widget to mount.');
  const locale = EMBED_LOCALES[config.locale];
  adoptStyles(root, [embedCss(config, widgetCss)], { nonce: config.nonce ?? undefined });
  // One themed root holds the widget and, after it, the container its overlays portal into
  // (date picker, combobox list, toasts), so both take the theme and the reset.
  const themed = document.createElement('div');
  themed.className = 'vy-root';
  if (config.theme !== 'auto') themed.dataset.theme = config.theme;
  const appRoot = document.createElement('div');
  const overlayRoot = document.createElement('div');
  themed.append(appRoot, overlayRoot);
  const markActive = () => setActiveWidget(root);
  themed.addEventListener('focusin', markActive);
  themed.addEventListener('pointerdown', markActive);
  root.append(themed);
  createRoot(appRoot, {
    // React would report the error to the page (window.reportError) and leave an empty box: the
    // page is told nothing, its developer gets a warning, and the visitor a way to search.
    onUncaughtError: (error) => {
      console.warn(`Voyagent embed: the ${config.widget} widget stopped after an error.`, error);
      const target =
        config.widget === 'flight-search' ? config.flightSearchBaseUrl : config.hotelSearchBaseUrl;
      root.querySelector('.vy-skeleton')?.remove();
      themed.replaceChildren(fallbackLink(target, shellTexts(config.locale).unavailable));
    },
  }).render(
    <StrictMode>
      <ShadowRootProvider container={overlayRoot}>
        <I18nProvider locale={locale}>
          <CurrencyProvider currency={config.currency}>
            <WidgetShell root={root}>{render({ config, locale })}</WidgetShell>
          </CurrencyProvider>
        </I18nProvider>
      </ShadowRootProvider>
    </StrictMode>,
  );
}

function WidgetShell({ root, children }: { root: ShadowRoot; children: ReactNode }) {
  const isActive = useSyncExternalStore(subscribeToActiveWidget, () => getActiveWidget() === root);
  useLayoutEffect(() => {
    root.querySelector('.vy-skeleton')?.remove();
  }, [root]);
  return (
    <>
      {children}
      {isActive ? <Toaster /> : null}
    </>
  );
}
