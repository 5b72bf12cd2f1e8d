import { describe, expect, it } from 'vitest';
import {
  latitudeToTileY,
  longitudeToTileX,
  tileCountAtZoom,
  tilesForBbox,
  tileUrl,
  type Bbox,
} from './tileMath';

const WORLD: Bbox = { west: -180, south: -85, east: 180, north: 85 };

describe('tile math', () => {
  it('finds the tile of Notre-Dame de Paris (2.3499 E, 48.8530 N)', () => {
    // By hand at zoom 10 (1024 tiles a side):
    // x = floor((2.3499 + 180) / 360 × 1024) = floor(518.68) = 518
    // y = floor((1 − ln(tan φ + sec φ) / π) / 2 × 1024), φ = 48.853° = 0.85265 rad:
    //   tan φ = 1.14443, sec φ = 1.51977, ln(2.66420) = 0.97990 → (1 − 0.31191) / 2 × 1024 = 352.30
    expect(longitudeToTileX(2.3499, 10)).toBe(518);
    expect(latitudeToTileY(48.853, 10)).toBe(352);
    // Zoom 0 is one tile; the equator and the prime meridian start the second half at zoom 1.
    expect([longitudeToTileX(2.3499, 0), latitudeToTileY(48.853, 0)]).toEqual([0, 0]);
    expect([longitudeToTileX(0, 1), latitudeToTileY(0, 1)]).toEqual([1, 1]);
  });

  it('keeps the world edges and the poles inside the tile grid', () => {
    expect(longitudeToTileX(-180, 3)).toBe(0);
    expect(longitudeToTileX(180, 3)).toBe(7);
    expect(latitudeToTileY(90, 3)).toBe(0);
    expect(latitudeToTileY(-90, 3)).toBe(7);
  });

  it('lists the tiles over an area, zoom by zoom', () => {
    // Central Paris, 2.30–2.40 E and 48.82–48.90 N: at zoom 12, x = floor(182.30 / 360 × 4096) =
    // 2074 to floor(182.40 / 360 × 4096) = 2075; y = floor(1408.39) = 1408 (48.90 N: tan φ + sec φ
    // = 1.14632 + 1.52120, ln = 0.98115) to floor(1409.77) = 1409 (48.82 N: ln(2.66187) = 0.97903).
    const paris: Bbox = { west: 2.3, south: 48.82, east: 2.4, north: 48.9 };
    expect(tilesForBbox(paris, 12, 12)).toEqual([
      { z: 12, x: 2074, y: 1408 },
      { z: 12, x: 2074, y: 1409 },
      { z: 12, x: 2075, y: 1408 },
      { z: 12, x: 2075, y: 1409 },
    ]);
    expect(tilesForBbox(paris, 11, 12).slice(0, 1)).toEqual([{ z: 11, x: 1037, y: 704 }]);
    expect(tileCountAtZoom(paris, 12)).toBe(4);
  });

  it('covers the whole grid for the world: 1, 4 and 16 tiles at zooms 0 to 2', () => {
    expect(tilesForBbox(WORLD, 0, 2)).toHaveLength(1 + 4 + 16);
    expect([0, 1, 2].map((zoom) => tileCountAtZoom(WORLD, zoom))).toEqual([1, 4, 16]);
  });

  it('splits an area across the antimeridian into its two edges of the grid', () => {
    // Fiji, 177 E to 178 W, at zoom 3: columns 7 (from 177 E) and 0 (to 178 W), row 4.
    const fiji: Bbox = { west: 177, south: -19, east: -178, north: -16 };
    expect(tilesForBbox(fiji, 3, 3)).toEqual([
      { z: 3, x: 7, y: 4 },
      { z: 3, x: 0, y: 4 },
    ]);
    expect(tileCountAtZoom(fiji, 3)).toBe(2);
  });

  it('fills every placeholder of a URL template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.pbf?z={z}', { z: 5, x: 16, y: 10 })).toBe(
      'https://tiles.example/5/16/10.pbf?z=5',
    );
  });
});
