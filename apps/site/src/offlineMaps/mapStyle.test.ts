import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { MapTileSource } from '../config/mapTiles';
import { offlineMapStyle } from './mapStyle';

const countries: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Square' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    },
  ],
};
const vector: MapTileSource = {
  template: 'https://tiles.example/{z}/{x}/{y}.pbf',
  format: 'vector',
  attribution: '© OpenStreetMap',
  maxZoom: 14,
};

describe('offline map style', () => {
  it('is a valid MapLibre style with the world basemap alone', () => {
    const style = offlineMapStyle(countries, undefined);
    expect(validateStyleMin(style)).toEqual([]);
    expect(Object.keys(style.sources)).toEqual(['world']);
  });

  it('adds the vector tiles from zoom 6 under the borders, with their credit', () => {
    const style = offlineMapStyle(countries, vector);
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources.detail).toMatchObject({
      type: 'vector',
      tiles: [vector.template],
      minzoom: 6,
      maxzoom: 14,
      attribution: '© OpenStreetMap',
    });
    expect(style.layers.map(({ id }) => id)).toEqual([
      'sea',
      'world-land',
      'detail-earth',
      'detail-water',
      'detail-roads',
      'detail-boundaries',
      'world-borders',
    ]);
  });

  it('draws raster tiles as one raster layer', () => {
    const style = offlineMapStyle(countries, { ...vector, format: 'raster', maxZoom: 19 });
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources.detail).toMatchObject({ type: 'raster', tileSize: 256, maxzoom: 19 });
    expect(style.layers.filter(({ id }) => id.startsWith('detail-'))).toEqual([
      { id: 'detail-raster', type: 'raster', source: 'detail', minzoom: 6 },
    ]);
  });
});
