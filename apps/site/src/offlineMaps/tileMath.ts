/**
 * Slippy-map tile arithmetic (the XYZ scheme of OpenStreetMap and MapLibre): which 256-px Web
 * Mercator tiles cover an area at each zoom, and the URL of each from a `{z}/{x}/{y}` template.
 */

/** An area in degrees; `west` > `east` when it crosses the antimeridian. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator's latitude limit: the square world's top and bottom edges. */
export const MAX_MERCATOR_LATITUDE = 85.0511287798066;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The column of the tile holding `longitude` at `zoom` (180° E belongs to the last column). */
export function longitudeToTileX(longitude: number, zoom: number): number {
  const tiles = 2 ** zoom;
  return clamp(Math.floor(((longitude + 180) / 360) * tiles), 0, tiles - 1);
}

/** The row of the tile holding `latitude` at `zoom`, counted from the north edge. */
export function latitudeToTileY(latitude: number, zoom: number): number {
  const tiles = 2 ** zoom;
  const radians = (clamp(latitude, -MAX_MERCATOR_LATITUDE, MAX_MERCATOR_LATITUDE) * Math.PI) / 180;
  const mercator = Math.log(Math.tan(radians) + 1 / Math.cos(radians));
  return clamp(Math.floor(((1 - mercator / Math.PI) / 2) * tiles), 0, tiles - 1);
}

/** The columns an area spans at `zoom`, split in two where it crosses the antimeridian. */
function columnRanges(bbox: Bbox, zoom: number): Array<[number, number]> {
  const first = longitudeToTileX(bbox.west, zoom);
  const last = longitudeToTileX(bbox.east, zoom);
  if (bbox.west <= bbox.east) return [[first, last]];
  return [
    [first, 2 ** zoom - 1],
    [0, last],
  ];
}

function rowRange(bbox: Bbox, zoom: number): [number, number] {
  return [latitudeToTileY(bbox.north, zoom), latitudeToTileY(bbox.south, zoom)];
}

/** How many tiles cover `bbox` at `zoom`, without listing them. */
export function tileCountAtZoom(bbox: Bbox, zoom: number): number {
  const [top, bottom] = rowRange(bbox, zoom);
  const columns = columnRanges(bbox, zoom).reduce((sum, [from, to]) => sum + to - from + 1, 0);
  return columns * (bottom - top + 1);
}

/** Every tile covering `bbox` at each zoom from `minZoom` to `maxZoom`, lowest zoom first. */
export function tilesForBbox(bbox: Bbox, minZoom: number, maxZoom: number): TileId[] {
  const tiles: TileId[] = [];
  for (let z = minZoom; z <= maxZoom; z += 1) {
    const [top, bottom] = rowRange(bbox, z);
    for (const [from, to] of columnRanges(bbox, z)) {
      for (let x = from; x <= to; x += 1) {
        for (let y = top; y <= bottom; y += 1) tiles.push({ z, x, y });
      }
    }
  }
  return tiles;
}

/** A tile's URL from a template with `{z}`, `{x}` and `{y}` (each may appear anywhere). */
export function tileUrl(template: string, { z, x, y }: TileId): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}
