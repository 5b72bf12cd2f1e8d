import { mapsScriptUrl } from './mapLoader';

/** The part of the Maps JavaScript API the location dialog uses. */
export interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: { lat: number; lng: number }; zoom: number },
  ) => object;
  Marker: new (options: { position: { lat: number; lng: number }; map: object }) => object;
}

declare global {
  interface Window {
    google?: { maps?: MapsApi };
    /** Google calls this when the key is refused; the reason goes to the console. */
    gm_authFailure?: () => void;
  }
}

/**
 * Adds the maps script once; a failed attempt removes its element so the next retry starts
 * clean. Resolves with the API once it is there.
 */
export function loadMapsScript(apiKey: string, doc: Document = document): Promise<MapsApi> {
  const ready = doc.defaultView?.google?.maps;
  if (ready?.Map) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = mapsScriptUrl(apiKey);
    script.async = true;
    script.addEventListener('load', () => {
      const maps = doc.defaultView?.google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new Error('The maps script loaded without its API'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The maps script failed to load'));
    });
    doc.head.append(script);
  });
}

/**
 * Google reports a refused key by calling `gm_authFailure` with no reason; the reason
 * (RefererNotAllowedMapError, InvalidKeyMapError, …) is only written to the console just before.
 * While a map loads, this keeps the last console error so the failure can be named.
 */
export function watchMapsAuthFailure(onFailure: (consoleMessage: string) => void): () => void {
  const originalError = console.error;
  let lastMessage = '';
  console.error = (...args: unknown[]) => {
    lastMessage = args.map(String).join(' ');
    originalError.apply(console, args);
  };
  const handler = () => onFailure(lastMessage);
  window.gm_authFailure = handler;
  return () => {
    if (console.error !== originalError) console.error = originalError;
    if (window.gm_authFailure === handler) delete window.gm_authFailure;
  };
}
