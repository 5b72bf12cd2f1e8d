import { Banner, Progress } from '@voyagent/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { backend } from '../firebase/callables';
import { MAP_DIALOG_ZOOM, type Position } from './mapLinks';
import { loadWithRetries, mapErrorText, type MapLoadState } from './mapLoader';
import { loadMapsScript, watchMapsAuthFailure } from './mapsScript';
import styles from './location.module.css';

/**
 * The map around a position, zoom 16 (travel.md §9): the key from get-maps-key (signed-in), the
 * script with 3 retries, and each failure's text (travel.md §8).
 */
export function LocationMap({ position }: { position: Position }) {
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapLoadState>({ status: 'loading', attempt: 1 });
  const { latitude, longitude } = position;
  useEffect(() => {
    let current = true;
    const update = (next: MapLoadState) => {
      if (current) setState(next);
    };
    const stopWatching = watchMapsAuthFailure((consoleMessage) =>
      update({ status: 'error', message: mapErrorText(new Error(consoleMessage)) }),
    );
    void (async () => {
      let apiKey: string;
      try {
        ({ apiKey } = await backend.getMapsKey({}));
      } catch (error) {
        update({ status: 'error', message: mapErrorText(error) });
        return;
      }
      try {
        const maps = await loadWithRetries(() => loadMapsScript(apiKey), { onState: update });
        if (!current || !element.current) return;
        const center = { lat: latitude, lng: longitude };
        const map = new maps.Map(element.current, { center, zoom: MAP_DIALOG_ZOOM });
        new maps.Marker({ position: center, map });
      } catch {
        // loadWithRetries has reported the error state.
      }
    })();
    return () => {
      current = false;
      stopWatching();
    };
  }, [latitude, longitude]);
  return (
    <div className={styles.mapArea}>
      {state.status === 'loading' && <Progress isIndeterminate label="Loading map" />}
      {state.status === 'error' && <Banner variant="warning" title={state.message} />}
      <div
        ref={element}
        className={styles.map}
        hidden={state.status !== 'ready'}
        role="region"
        aria-label="Map of your location"
      />
    </div>
  );
}
