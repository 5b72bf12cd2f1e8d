import { NEARBY_RADIUS_METERS, type NearbyPlace } from '@voyagent/contracts';
import { Banner, Dialog, Progress, useLocale } from '@voyagent/ui-kit';
import { useCallback } from 'react';
import { backend } from '../firebase/callables';
import { locationFailureTexts } from './locationFailure';
import { LOCATION_TOOL_TEXTS, QUICK_ACTION_LABELS } from './locationTexts';
import { refusalText, useLocatedCall } from './useLocatedCall';
import styles from './location.module.css';

/** "350 m", "1.2 km" in the page's locale. */
export function formatDistance(meters: number, locale: string): string {
  return meters < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(meters)
    : new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      }).format(meters / 1000);
}

function PlaceList({ places, attribution }: { places: NearbyPlace[]; attribution: string }) {
  const { locale } = useLocale();
  if (places.length === 0) return <p>{LOCATION_TOOL_TEXTS.nearbyEmpty}</p>;
  return (
    <>
      <ol className={styles.places} aria-label="Restaurants, nearest first">
        {places.map((place) => (
          <li key={place.id} className={styles.place}>
            <span className={styles.placeName}>{place.name}</span>
            <span className={styles.distance}>{formatDistance(place.distanceMeters, locale)}</span>
            {(place.cuisine || place.address) && (
              <span className={styles.note}>
                {[place.cuisine, place.address].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.source}>Data: {attribution}</p>
    </>
  );
}

/** SI-229: the nearby restaurants list dialog (travel.md §2). */
export function NearbyDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  // SI-241: nearby-places {latitude, longitude, type: restaurant, radius: 5000}.
  const call = useCallback(
    ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      backend.nearbyPlaces({
        latitude,
        longitude,
        type: 'restaurant',
        radius: NEARBY_RADIUS_METERS,
      }),
    [],
  );
  const state = useLocatedCall(isOpen, 'nearbyPlaces', call);
  const failure = state.kind === 'no-location' && locationFailureTexts('nearby', state.reason);
  return (
    <Dialog title={QUICK_ACTION_LABELS.nearby} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(state.kind === 'locating' || state.kind === 'loading') && (
        <Progress isIndeterminate label="Finding restaurants near you" />
      )}
      {state.kind === 'answered' && (
        <PlaceList places={state.answer.places} attribution={state.answer.attribution} />
      )}
      {state.kind === 'failed' && (
        <Banner
          variant="danger"
          title={refusalText(state.error, LOCATION_TOOL_TEXTS.nearbyFailed)}
        />
      )}
      {failure && <Banner variant="warning" title={failure.title} description={failure.detail} />}
    </Dialog>
  );
}
