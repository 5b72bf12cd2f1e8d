import { DestinationAutocomplete, type CitySuggestion } from '@voyagent/search-widgets';
import { Banner, Card, Link, Progress } from '@voyagent/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useSubscription } from '../account/useSubscription';
import { mapTileSource, offlineBudgetBytes } from '../config/mapTiles';
import { backend } from '../firebase/callables';
import { offlineMapsAccess, UPGRADE_PROMPT } from '../offlineMaps/offlineAccess';
import type { MapTarget, MapView } from '../offlineMaps/OfflineMap';
import styles from '../offlineMaps/offlineMaps.module.css';
import { SaveAreaForm } from '../offlineMaps/SaveAreaForm';
import { SavedAreaList } from '../offlineMaps/SavedAreaList';
import { useSavedAreas } from '../offlineMaps/useSavedAreas';
import { useIsClient } from '../prerender/useIsClient';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';
import toolStyles from '../travelTools/travelTools.module.css';

// MapLibre and the world basemap load with this page only, after it renders.
const OfflineMap = lazy(async () => ({
  default: (await import('../offlineMaps/OfflineMap')).OfflineMap,
}));

/** Close enough to see a city's streets once the detail tiles are there. */
const CITY_ZOOM = 11;

const TEXTS = {
  basemapOnly:
    'Only the offline world basemap is available: detailed map tiles are not configured.',
  cityFailed: 'That city could not be found on the map. Choose one of the suggestions.',
  cityOffline: 'Finding a city needs a connection. Your saved areas are below.',
  savedOnly:
    'Your plan could not be checked, so saving new areas is off until you are back online. Your saved areas still work.',
} as const;

/**
 * /offline-maps (issue 13 item 7, travel.md §6): a MapLibre map of the shipped world basemap and,
 * for paid users, the configured detail tiles; a city from the site's suggestions centres it; the
 * area in view is saved for offline use within the size budget, and the saved areas are listed
 * with delete. Everyone else sees "Upgrade to Globetrotter" and the world map's low zooms.
 */
export function OfflineMapsPage() {
  const isClient = useIsClient();
  const localCities = useLocalCities();
  const { signedIn, view: plan, loading: planLoading, error } = useSubscription();
  const saved = useSavedAreas();
  // Until a signed-in account's plan is read it counts as unknown, not free: a paid user is never
  // offered the upgrade. The plan is published without waiting for the usage counters.
  const access = offlineMapsAccess({
    signedIn,
    loading: planLoading || saved.areas === null,
    isPro: plan.isPro,
    checkFailed: error !== null,
    hasSavedAreas: (saved.areas?.length ?? 0) > 0,
  });
  const detailed = access === 'save' || access === 'savedOnly';
  const tiles = detailed ? mapTileSource : undefined;
  const [city, setCity] = useState<CitySuggestion | null>(null);
  const [place, setPlace] = useState('the world');
  const [cityProblem, setCityProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<MapTarget | null>(null);
  const [mapView, setMapView] = useState<MapView | null>(null);

  const chooseCity = async (chosen: CitySuggestion) => {
    setCity(chosen);
    setCityProblem(null);
    try {
      const point = await backend.cityLocation({ displayName: chosen.displayName });
      setPlace(point.displayName);
      setTarget({ centre: { lng: point.longitude, lat: point.latitude }, zoom: CITY_ZOOM });
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setCityProblem(
        code === 'functions/not-found' || code === 'functions/invalid-argument'
          ? TEXTS.cityFailed
          : TEXTS.cityOffline,
      );
    }
  };

  const zoom = Math.round(mapView?.zoom ?? 1);
  const viewText = `Showing ${place} at zoom ${zoom}.`;
  const mapPlaceholder = <div className={styles.map} />;

  return (
    <section className={toolStyles.page} aria-labelledby="offline-maps-title">
      <h1 id="offline-maps-title">Offline Maps</h1>
      <p className={toolStyles.lead}>
        Keep maps of your destination on this device for when you have no connection.
      </p>
      {access === 'checking' && <Progress isIndeterminate label="Checking your plan" />}
      {access === 'upgrade' && (
        <Card as="section" aria-labelledby="offline-upgrade">
          <h2 id="offline-upgrade">
            <Link href="/pricing" variant="standalone">
              {UPGRADE_PROMPT}
            </Link>
          </h2>
          <p className={toolStyles.source}>
            Saving maps for offline use comes with a paid plan. Until then you can browse the world
            map.
          </p>
        </Card>
      )}
      {access === 'savedOnly' && <Banner variant="warning" description={TEXTS.savedOnly} />}
      {detailed && !mapTileSource && <Banner variant="warning" description={TEXTS.basemapOnly} />}
      <DestinationAutocomplete
        label="City"
        loadCities={loadDestinations}
        localCities={localCities}
        placeholder="Search a city"
        onSelect={(chosen) => void chooseCity(chosen)}
      />
      {cityProblem && <Banner variant="danger" description={cityProblem} />}
      <p id="offline-map-view" className={styles.viewText}>
        {viewText}
      </p>
      {isClient ? (
        <Suspense fallback={mapPlaceholder}>
          <OfflineMap
            tiles={tiles}
            target={target}
            label={`Map: ${viewText}`}
            describedBy="offline-map-view"
            onViewChange={setMapView}
          />
        </Suspense>
      ) : (
        mapPlaceholder
      )}
      {access === 'save' && mapTileSource && (
        <SaveAreaForm
          tiles={mapTileSource}
          view={mapView}
          budgetBytes={offlineBudgetBytes}
          defaultName={city?.displayName ?? ''}
          onSaved={saved.add}
        />
      )}
      {detailed && saved.areas && (
        <SavedAreaList
          areas={saved.areas}
          onShow={(area) => {
            setPlace(area.name);
            setTarget({ bbox: area.bbox, minZoom: area.minZoom });
          }}
          onDelete={(area) => void saved.remove(area.id)}
        />
      )}
    </section>
  );
}
