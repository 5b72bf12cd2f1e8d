import { tileCountAtZoom, tilesForBbox, tileUrl, type Bbox, type TileId } from './tileMath';

/**
 * Which tiles saving the visible area takes (issue 13 item 7), and whether they fit the budget.
 * The shipped world basemap draws zooms 0 to 5 without tiles; detail tiles start at 6.
 */
export const DETAIL_MIN_ZOOM = 6;
/** The zoom in view and the two deeper ones: streets stay readable when zooming in offline. */
export const SAVED_ZOOM_LEVELS = 3;

export const AREA_TEXTS = {
  zoomIn: `Zoom in closer to save this area (zoom ${DETAIL_MIN_ZOOM} or more).`,
  overBudget: (estimate: string, budget: string) =>
    `This area would take about ${estimate}, more than the ${budget} allowed. Zoom in to save a smaller area.`,
} as const;

export interface TileTemplate {
  template: string;
  /** The deepest zoom the provider serves. */
  maxZoom: number;
}

export interface AreaPlan {
  bbox: Bbox;
  minZoom: number;
  maxZoom: number;
  tiles: TileId[];
  urls: string[];
}

/** The tiles of `bbox` from the view's zoom down `levels` zooms, or why it cannot be saved. */
export function planArea(
  bbox: Bbox,
  viewZoom: number,
  source: TileTemplate,
  levels = SAVED_ZOOM_LEVELS,
): { ok: true; plan: AreaPlan } | { ok: false; problem: string } {
  const minZoom = Math.min(Math.floor(viewZoom), source.maxZoom);
  if (minZoom < DETAIL_MIN_ZOOM) return { ok: false, problem: AREA_TEXTS.zoomIn };
  const maxZoom = Math.min(minZoom + levels - 1, source.maxZoom);
  const tiles = tilesForBbox(bbox, minZoom, maxZoom);
  const urls = tiles.map((tile) => tileUrl(source.template, tile));
  return { ok: true, plan: { bbox, minZoom, maxZoom, tiles, urls } };
}

/** The middle of an area, also across the antimeridian. */
export function bboxCentre({ west, south, east, north }: Bbox): { lng: number; lat: number } {
  const span = east >= west ? east - west : east + 360 - west;
  const lng = west + span / 2;
  return { lng: lng > 180 ? lng - 360 : lng, lat: (south + north) / 2 };
}

/** One tile per saved zoom, at the area's centre: the sample the size estimate is measured on. */
export function sampleTileUrls(plan: AreaPlan, template: string): string[] {
  const centre = bboxCentre(plan.bbox);
  const point: Bbox = { west: centre.lng, east: centre.lng, south: centre.lat, north: centre.lat };
  return tilesForBbox(point, plan.minZoom, plan.maxZoom).map((tile) => tileUrl(template, tile));
}

/**
 * The area's estimated size: at each zoom, its tile count times that zoom's measured sample
 * (`sampleBytes[i]` for zoom `minZoom + i`), in bytes.
 */
export function estimateAreaBytes(plan: AreaPlan, sampleBytes: readonly number[]): number {
  let total = 0;
  for (let zoom = plan.minZoom; zoom <= plan.maxZoom; zoom += 1) {
    total += tileCountAtZoom(plan.bbox, zoom) * (sampleBytes[zoom - plan.minZoom] ?? 0);
  }
  return total;
}

/** A size in megabytes in the visitor's locale, e.g. "12.5 MB". */
export function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}
