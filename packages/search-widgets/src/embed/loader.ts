import type { EmbedWidget } from './embedConfig';
import { createVoyagent, type VoyagentGlobal, type WidgetModule } from './embedLoader';

/**
 * The loader partners include (`voyagent-embed.js`, short-cached): one global, `Voyagent`. The
 * build writes the widgets' versioned chunk names and the default search pages into
 * `__VOYAGENT_EMBED_BUILD__`; chunks are fetched relative to this script's own address, so the
 * files can be served from any origin or path.
 */
declare const __VOYAGENT_EMBED_BUILD__: {
  version: string;
  chunks: Record<EmbedWidget, string>;
  hotelSearchBaseUrl: string;
  flightSearchBaseUrl: string;
};

try {
  const build = __VOYAGENT_EMBED_BUILD__;
  const script = document.currentScript as HTMLScriptElement | null;
  const base = script?.src || document.baseURI;
  const host = window as unknown as { Voyagent?: VoyagentGlobal };
  // A page that includes the script twice keeps the first loader (and its widgets).
  if (host.Voyagent?.version) throw new Error('the loader is already on this page');
  const queue = host.Voyagent?.q;
  const { voyagent, start } = createVoyagent({
    version: build.version,
    defaults: build,
    nonce: script?.nonce || null,
    loadWidget: (widget) =>
      import(/* @vite-ignore */ new URL(build.chunks[widget], base).href) as Promise<WidgetModule>,
  });
  host.Voyagent = voyagent;
  start(queue);
} catch (error) {
  console.warn('Voyagent embed: the loader could not start.', error);
}
