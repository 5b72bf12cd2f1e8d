import type { FeatureCollection } from 'geojson';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapTileSource } from '../config/mapTiles';
import { DETAIL_MIN_ZOOM } from './offlineArea';

/** The shipped world basemap alone is drawn up to this zoom (world-atlas at 1:50m). */
export const BASEMAP_MAX_ZOOM = DETAIL_MIN_ZOOM - 1;

export const WORLD_SOURCE = 'world';
export const DETAIL_SOURCE = 'detail';
/** Natural Earth is public domain; its credit is still due. */
export const WORLD_ATTRIBUTION = 'Natural Earth (world-atlas)';

const COLOURS = {
  sea: '#aad3df',
  land: '#f2efe9',
  border: '#8c8c8c',
  roadCasing: '#c8c2b8',
} as const;

function detailLayers(tiles: MapTileSource): LayerSpecification[] {
  const common = { source: DETAIL_SOURCE, minzoom: DETAIL_MIN_ZOOM } as const;
  if (tiles.format === 'raster') return [{ id: 'detail-raster', type: 'raster', ...common }];
  // The Protomaps basemap's layer names (src/config/mapTiles.ts).
  return [
    {
      id: 'detail-earth',
      type: 'fill',
      ...common,
      'source-layer': 'earth',
      paint: { 'fill-color': COLOURS.land },
    },
    {
      id: 'detail-water',
      type: 'fill',
      ...common,
      'source-layer': 'water',
      paint: { 'fill-color': COLOURS.sea },
    },
    {
      id: 'detail-roads',
      type: 'line',
      ...common,
      'source-layer': 'roads',
      paint: { 'line-color': COLOURS.roadCasing, 'line-width': 1.5 },
    },
    {
      id: 'detail-boundaries',
      type: 'line',
      ...common,
      'source-layer': 'boundaries',
      paint: { 'line-color': COLOURS.border, 'line-width': 1 },
    },
  ];
}

function detailSource(tiles: MapTileSource): SourceSpecification {
  const common = {
    tiles: [tiles.template],
    minzoom: DETAIL_MIN_ZOOM,
    maxzoom: tiles.maxZoom,
    attribution: tiles.attribution,
  };
  return tiles.format === 'raster'
    ? { type: 'raster', tileSize: 256, ...common }
    : { type: 'vector', ...common };
}

/**
 * The map's style: the world's countries from the shipped basemap at every zoom (nothing to
 * fetch), and over them, from zoom 6, the configured detail tiles when there are any.
 */
export function offlineMapStyle(
  countries: FeatureCollection,
  tiles: MapTileSource | undefined,
): StyleSpecification {
  return {
    version: 8,
    sources: {
      [WORLD_SOURCE]: { type: 'geojson', data: countries, attribution: WORLD_ATTRIBUTION },
      ...(tiles ? { [DETAIL_SOURCE]: detailSource(tiles) } : {}),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLOURS.sea } },
      {
        id: 'world-land',
        type: 'fill',
        source: WORLD_SOURCE,
        paint: { 'fill-color': COLOURS.land },
      },
      ...(tiles ? detailLayers(tiles) : []),
      {
        id: 'world-borders',
        type: 'line',
        source: WORLD_SOURCE,
        paint: { 'line-color': COLOURS.border, 'line-width': 0.75 },
      },
    ],
  };
}
