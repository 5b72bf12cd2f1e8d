import { Banner, Progress } from '@voyagent/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { backend } from '../firebase/callables';
import { frameMessage, MAP_FRAME_PATH, showMap } from './mapFrameProtocol';
import { MAP_DIALOG_ZOOM, type Position } from './mapLinks';
import { mapErrorText, type MapLoadState } from './mapLoader';
import styles from './location.module.css';

/**
 * The map around a position, zoom 16 (travel.md §9): the key from get-maps-key (signed-in), then
 * Google's map in the isolated frame (/maps-frame, its own Content-Security-Policy; the site's
 * policy lists no map origin), which loads the script with 3 retries and reports each state; each
 * failure's text is travel.md §8's. Without a key the frame is never loaded.
 */
export function LocationMap({ position }: { position: Position }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [state, setState] = useState<MapLoadState>({ status: 'loading', attempt: 1 });
  const { latitude, longitude } = position;

  useEffect(() => {
    let current = true;
    backend.getMapsKey({}).then(
      (answer) => {
        if (current) setApiKey(answer.apiKey);
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: mapErrorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!apiKey) return;
    const { origin } = window.location;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      const message = frameMessage(event, { origin, source: target });
      if (!message || !target) return;
      if (message.type === 'voyagent-map:listening') {
        // Only a document on the site's own origin receives the key.
        const center = { lat: latitude, lng: longitude };
        target.postMessage(showMap(apiKey, center, MAP_DIALOG_ZOOM), origin);
      } else {
        setState(message.state);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apiKey, latitude, longitude]);

  return (
    <div className={styles.mapArea}>
      {state.status === 'loading' && <Progress isIndeterminate label="Loading map" />}
      {state.status === 'error' && <Banner variant="warning" title={state.message} />}
      {apiKey && state.status !== 'error' && (
        <iframe
          ref={frame}
          src={MAP_FRAME_PATH}
          title="Map of your location"
          className={styles.map}
        />
      )}
    </div>
  );
}
