import {
  EMBED_WIDGETS,
  type EmbedDefaults,
  type EmbedOptions,
  type EmbedWidget,
  unknownWidgetWarning,
} from './embedConfig';
import { adoptStyles } from '@voyagent/ui-kit/ShadowRoot';
import { fallbackLink, hostCss, shellTexts } from './embedShell';

/**
 * What every widget chunk exports: it checks the options itself (embedConfig.ts), so the loader
 * carries only what it needs before a widget arrives.
 */
export interface WidgetModule {
  mount(root: ShadowRoot, options: EmbedOptions, pageNonce: string | null): Promise<void>;
}

export interface LoaderEnvironment {
  version: string;
  /** The fallback link's targets when a widget cannot load. */
  defaults: Pick<EmbedDefaults, 'hotelSearchBaseUrl' | 'flightSearchBaseUrl'>;
  /** The page's nonce for our `<style>` fallback: the loader script's own `nonce`. */
  nonce: string | null;
  /** Loads one widget's chunk (a dynamic `import()` relative to the loader in the build). */
  loadWidget(widget: EmbedWidget): Promise<WidgetModule>;
}

/** The one global a page gets, callable as the snippet's queue stub is. */
export interface VoyagentGlobal {
  (command: string, ...args: unknown[]): void;
  version: string;
  /** Mounts a widget in `element` now (it still loads when it scrolls into view). */
  mount(element: Element, options?: EmbedOptions): void;
  /** The snippet's queued calls, before the loader arrived. */
  q?: ArrayLike<unknown>[];
}

/** How far below the viewport a widget starts loading, so it is ready when it scrolls in. */
const PRELOAD_MARGIN = '200px';

/**
 * The loader's behaviour: reads the snippet's queued calls, then finds every
 * `[data-voyagent-widget]`, reserves its box and loads its widget when it comes near the viewport.
 * Every entry point catches everything: the partner's page never sees an exception from us.
 */
export function createVoyagent(environment: LoaderEnvironment): {
  voyagent: VoyagentGlobal;
  /** Replays the snippet's queued calls in order, then looks at the page once it is parsed. */
  start(queue?: ArrayLike<unknown>[]): void;
} {
  const handled = new WeakSet<Element>();
  let shared: EmbedOptions = {};

  const mount = (element: Element, options: EmbedOptions = {}): void => {
    try {
      if (handled.has(element) || !(element instanceof HTMLElement)) return;
      handled.add(element);
      const merged: EmbedOptions = { ...shared, ...element.dataset, ...options };
      const widget = merged.voyagentWidget ?? merged.widget;
      if (!EMBED_WIDGETS.includes(widget as EmbedWidget)) {
        console.warn(unknownWidgetWarning(widget));
        return;
      }
      // Throws (and warns below) when the element already has a shadow root of someone else's.
      const root = element.attachShadow({ mode: 'open' });
      const nonce = typeof merged.nonce === 'string' ? merged.nonce : environment.nonce;
      adoptStyles(root, [hostCss(widget as EmbedWidget)], { nonce: nonce ?? undefined });
      const texts = shellTexts(merged.locale);
      root.append(skeleton(texts.loading));
      whenNearViewport(element, () => load(root, widget as EmbedWidget, merged, texts.unavailable));
    } catch (error) {
      console.warn('Voyagent embed: could not mount a widget.', error);
    }
  };

  const load = async (
    root: ShadowRoot,
    widget: EmbedWidget,
    options: EmbedOptions,
    unavailable: string,
  ): Promise<void> => {
    try {
      const module = await environment.loadWidget(widget);
      await module.mount(root, options, environment.nonce);
    } catch (error) {
      console.warn(`Voyagent embed: the ${widget} widget could not load.`, error);
      const target =
        widget === 'flight-search'
          ? environment.defaults.flightSearchBaseUrl
          : environment.defaults.hotelSearchBaseUrl;
      root.replaceChildren(fallbackLink(target, unavailable));
    }
  };

  // mount catches everything, and the selector is constant, so a scan cannot throw.
  const scan = (): void =>
    document.querySelectorAll('[data-voyagent-widget]').forEach((element) => mount(element));

  const voyagent = ((command: string, ...args: unknown[]) => {
    if (command === 'init') shared = { ...shared, ...asOptions(args[0]) };
    else if (command === 'mount' && args[0] instanceof Element) mount(args[0], asOptions(args[1]));
    else console.warn(`Voyagent embed: unknown command "${String(command)}".`);
  }) as VoyagentGlobal;
  voyagent.version = environment.version;
  voyagent.mount = mount;

  const start = (queue: ArrayLike<unknown>[] = []) => {
    for (const call of Array.from(queue)) {
      const [command, ...args] = Array.from(call);
      if (typeof command === 'string') voyagent(command, ...args);
    }
    scan();
    if (document.readyState !== 'loading') return;
    // Loaded from the <head> while the page is still parsed: each widget's box is reserved as
    // soon as the parser adds its element, before the browser first paints it (no layout shift).
    const parsing = new MutationObserver(scan);
    parsing.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      parsing.disconnect();
      scan();
    });
  };
  return { voyagent, start };
}

function asOptions(value: unknown): EmbedOptions {
  return typeof value === 'object' && value !== null ? (value as EmbedOptions) : {};
}

function whenNearViewport(element: Element, callback: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  observer.observe(element);
}

function skeleton(label: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'vy-skeleton';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', label);
  box.append(...Array.from({ length: 3 }, () => document.createElement('i')));
  return box;
}
