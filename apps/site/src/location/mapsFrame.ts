/**
 * The isolated map frame's script (/maps-frame, maps-frame.html): waits for the location dialog's
 * `show` (the key from get-maps-key and the position), loads Google's script with 3 retries and
 * reports each loader state back. Only the dialog's window on the site's origin is listened to
 * and written to (mapFrameProtocol.ts).
 */
import { listening, showMapMessage, stateMessage, type ShowMap } from './mapFrameProtocol';
import { loadWithRetries, mapErrorText, type MapLoadState } from './mapLoader';
import { loadMapsScript, watchMapsAuthFailure } from './mapsScript';
import './mapsFrame.css';

const dialog = window.parent;
const origin = window.location.origin;
const report = (state: MapLoadState) => dialog.postMessage(stateMessage(state), origin);

async function drawMap({ apiKey, center, zoom }: ShowMap, element: HTMLElement): Promise<void> {
  watchMapsAuthFailure((consoleMessage) =>
    report({ status: 'error', message: mapErrorText(new Error(consoleMessage)) }),
  );
  try {
    const maps = await loadWithRetries(() => loadMapsScript(apiKey), { onState: report });
    const map = new maps.Map(element, { center, zoom });
    new maps.Marker({ position: center, map });
  } catch {
    // loadWithRetries has reported the error state.
  }
}

const element = document.getElementById('map');
// Opened on its own (not framed by the dialog) the page has no one to talk to.
if (element && dialog !== window) {
  let shown = false;
  window.addEventListener('message', (event) => {
    const show = showMapMessage(event, { origin, source: dialog });
    if (!show || shown) return;
    shown = true;
    void drawMap(show, element);
  });
  dialog.postMessage(listening(), origin);
}
