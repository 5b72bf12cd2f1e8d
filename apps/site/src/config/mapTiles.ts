/**
 * The map's detail tiles for zooms past the shipped world basemap (issue 13 item 7), configured
 * per build with public values:
 * - `VITE_MAP_TILE_URL`: a `{z}/{x}/{y}` template, https (http only on loopback, for local
 *   fixtures). Vector tiles (`.pbf`, `.mvt`) use the Protomaps basemap layer names (`earth`,
 *   `water`, `roads`, `boundaries`); `.png`, `.jpg`, `.jpeg` and `.webp` are raster tiles.
 *   `VITE_MAP_TILE_FORMAT` (`vector` or `raster`) says which when the path has no extension.
 * - `VITE_MAP_TILE_ATTRIBUTION`: the credit the provider requires (required with a URL).
 * - `VITE_MAP_TILE_MAX_ZOOM`: the deepest zoom the provider serves (default 14).
 * - `VITE_MAP_OFFLINE_BUDGET_MB`: how much one saved area may take (default 50, at most 2048).
 * Unset or unusable (a warning says why), the page offers only the offline world basemap.
 */

export type MapTileFormat = 'vector' | 'raster';

export interface MapTileSource {
  template: string;
  format: MapTileFormat;
  attribution: string;
  maxZoom: number;
}

interface MapTileEnv {
  VITE_MAP_TILE_URL?: string;
  VITE_MAP_TILE_FORMAT?: string;
  VITE_MAP_TILE_ATTRIBUTION?: string;
  VITE_MAP_TILE_MAX_ZOOM?: string;
  VITE_MAP_OFFLINE_BUDGET_MB?: string;
}

export const DEFAULT_TILE_MAX_ZOOM = 14;
/** The highest zoom slippy-map providers publish. */
const HIGHEST_TILE_ZOOM = 22;
export const DEFAULT_OFFLINE_BUDGET_MB = 50;
/** travel.md §1's "offline storage up to 2GB". */
export const MAX_OFFLINE_BUDGET_MB = 2048;

const EXTENSION_FORMATS: Record<string, MapTileFormat> = {
  pbf: 'vector',
  mvt: 'vector',
  png: 'raster',
  jpg: 'raster',
  jpeg: 'raster',
  webp: 'raster',
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why a tile URL template cannot be used, or null when it can. */
export function tileTemplateProblem(template: string): string | null {
  for (const placeholder of ['{z}', '{x}', '{y}']) {
    if (!template.includes(placeholder)) return `the tile URL has no ${placeholder}`;
  }
  let url: URL;
  try {
    url = new URL(template.replace(/\{[xyz]\}/g, '0'));
  } catch {
    return 'the tile URL is not an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'the tile URL must use https';
}

function formatOf(template: string, declared: string | undefined): MapTileFormat | null {
  if (declared === 'vector' || declared === 'raster') return declared;
  const path = new URL(template.replace(/\{[xyz]\}/g, '0')).pathname;
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_FORMATS[extension] ?? null;
}

/** The configured detail tiles, or undefined (none configured, or a warning says what is wrong). */
export function readMapTileSource(env: MapTileEnv): MapTileSource | undefined {
  const template = env.VITE_MAP_TILE_URL?.trim() ?? '';
  if (template === '') return undefined;
  const refuse = (problem: string) => {
    console.warn(`Map tiles are off: ${problem}`);
    return undefined;
  };
  const problem = tileTemplateProblem(template);
  if (problem) return refuse(problem);
  const format = formatOf(template, env.VITE_MAP_TILE_FORMAT?.trim());
  if (!format) return refuse('set VITE_MAP_TILE_FORMAT to vector or raster');
  const attribution = env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '';
  if (attribution === '') return refuse('VITE_MAP_TILE_ATTRIBUTION is required');
  const zoomText = env.VITE_MAP_TILE_MAX_ZOOM?.trim() ?? '';
  const maxZoom = zoomText === '' ? DEFAULT_TILE_MAX_ZOOM : Number(zoomText);
  if (!Number.isInteger(maxZoom) || maxZoom < 0 || maxZoom > HIGHEST_TILE_ZOOM) {
    return refuse(`VITE_MAP_TILE_MAX_ZOOM must be a whole number from 0 to ${HIGHEST_TILE_ZOOM}`);
  }
  return { template, format, attribution, maxZoom };
}

/** The size budget of one saved area in bytes; the default when unset or unusable (warned). */
export function readOfflineBudgetBytes(env: MapTileEnv): number {
  const text = env.VITE_MAP_OFFLINE_BUDGET_MB?.trim() ?? '';
  let megabytes = text === '' ? DEFAULT_OFFLINE_BUDGET_MB : Number(text);
  if (!(megabytes > 0 && megabytes <= MAX_OFFLINE_BUDGET_MB)) {
    console.warn(
      `VITE_MAP_OFFLINE_BUDGET_MB must be a number of megabytes from 1 to ${MAX_OFFLINE_BUDGET_MB}: using ${DEFAULT_OFFLINE_BUDGET_MB}`,
    );
    megabytes = DEFAULT_OFFLINE_BUDGET_MB;
  }
  return Math.round(megabytes * 1024 * 1024);
}

export const mapTileSource = readMapTileSource(import.meta.env);
export const offlineBudgetBytes = readOfflineBudgetBytes(import.meta.env);
