import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Banner } from '@voyagent/ui-kit';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import type { MapTileSource } from '../config/mapTiles';
import { BASEMAP_MAX_ZOOM, DETAIL_SOURCE, offlineMapStyle } from './mapStyle';
import { DETAIL_MIN_ZOOM } from './offlineArea';
import styles from './offlineMaps.module.css';
import type { Bbox } from './tileMath';

// The CSP build loads its worker from our own origin: no blob: worker for the policy to allow.
maplibregl.setWorkerUrl(workerUrl);

const topology = countries50m as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries) as FeatureCollection;

const NO_WEBGL =
  'This browser cannot draw the map: it needs WebGL, which is turned off or missing.';

/** MapLibre draws with WebGL; without it the map would throw rather than show anything. */
function canDrawMaps(): boolean {
  const canvas = document.createElement('canvas');
  return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
}

export interface MapView {
  bbox: Bbox;
  zoom: number;
}

/** A new object each time: flying to the same place twice flies twice. */
export type MapTarget =
  | { centre: { lng: number; lat: number }; zoom: number }
  /** A saved area: its bounds, shown no further out than the zoom its tiles start at. */
  | { bbox: Bbox; minZoom: number };

export interface OfflineMapProps {
  /** Detail tiles to draw past the world basemap; none: the basemap's low zooms only. */
  tiles: MapTileSource | undefined;
  target: MapTarget | null;
  /** The canvas's accessible name: what the map shows (the place and the zoom). */
  label: string;
  /** The id of the visible text that describes the view. */
  describedBy: string;
  onViewChange: (view: MapView) => void;
}

function viewOf(map: MapLibreMap): MapView {
  const bounds = map.getBounds();
  return {
    bbox: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
  };
}

/**
 * The MapLibre map of /offline-maps (its own chunk, loaded by that page only): the shipped
 * world basemap, and the configured detail tiles, which the service worker answers from the
 * saved areas when offline. `data-detail-drawn` tells whether detail tiles are on screen.
 */
export function OfflineMap({ tiles, target, label, describedBy, onViewChange }: OfflineMapProps) {
  const container = useRef<HTMLDivElement>(null);
  // Rendered in the browser only (never prerendered): the check may create a canvas.
  const [drawable] = useState(canDrawMaps);
  const mapRef = useRef<MapLibreMap | null>(null);
  const report = useEffectEvent((map: MapLibreMap) => onViewChange(viewOf(map)));
  const currentLabel = useEffectEvent(() => label);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = new maplibregl.Map({
      container: element,
      style: offlineMapStyle(countries, tiles),
      center: [0, 20],
      zoom: 1,
      maxZoom: tiles ? tiles.maxZoom + 2 : BASEMAP_MAX_ZOOM,
      attributionControl: { compact: false },
    });
    map.getCanvas().setAttribute('aria-label', currentLabel());
    map.on('moveend', () => report(map));
    map.on('load', () => report(map));
    const markDetailDrawn = () => {
      const drawn =
        tiles !== undefined && map.getZoom() >= DETAIL_MIN_ZOOM && detailDrawn(map, tiles);
      element.dataset.detailDrawn = String(drawn);
    };
    map.on('idle', markDetailDrawn);
    // Idle waits for every source and transition; the detail source's own loads tell at once.
    map.on('sourcedata', (event) => {
      if (event.sourceId === DETAIL_SOURCE && event.isSourceLoaded) markDetailDrawn();
    });
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !target) return;
    if ('bbox' in target) {
      const { west, south, east, north } = target.bbox;
      const camera = map.cameraForBounds([
        [west, south],
        [east, north],
      ]);
      // Fitting the bounds the area was saved from lands a hair under its zoom (10.9999 for 11),
      // where the map asks for the zoom below, which was never saved: offline nothing would draw.
      // A jump, not a flight: flying there would ask for every zoom on the way.
      map.jumpTo({
        center: camera?.center ?? map.getCenter(),
        zoom: Math.max(camera?.zoom ?? target.minZoom, target.minZoom),
      });
    } else {
      map.flyTo({ center: target.centre, zoom: target.zoom });
    }
  }, [target]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  if (!drawable) return <Banner variant="warning" description={NO_WEBGL} />;
  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label="Map"
      aria-describedby={describedBy}
    />
  );
}

/** Whether the detail source has features on screen (vector) or loaded tiles (raster). */
function detailDrawn(map: MapLibreMap, tiles: MapTileSource): boolean {
  if (tiles.format === 'raster') return map.isSourceLoaded(DETAIL_SOURCE) && map.areTilesLoaded();
  return map.querySourceFeatures(DETAIL_SOURCE, { sourceLayer: 'earth' }).length > 0;
}
