/**
 * The saved areas' tiles in Cache Storage. The service worker (src/pwa/sw.ts) answers tile
 * requests from this cache first, so a saved area draws with the network off; nothing else
 * is ever put in it, so it holds exactly the saved areas' tiles.
 */
export const OFFLINE_TILE_CACHE = 'offline-map-tiles';

/** How many tiles download at once: enough to fill the pipe, few enough not to hog the provider. */
const PARALLEL_DOWNLOADS = 4;

export interface TileCache {
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
}

export type TileFetch = (url: string) => Promise<Response>;

export type DownloadOutcome =
  | { ok: true; bytes: number; stored: string[] }
  | { ok: false; reason: 'over-budget' | 'failed'; bytes: number };

/** A provider's "no tile here" (open sea, beyond its coverage): nothing to keep, not a failure. */
const isEmptyTile = (status: number) => status === 204 || status === 404;

/**
 * The size of one tile as the provider sends it (the sample the estimate is measured on): 0 for
 * an empty tile, null when it cannot be fetched.
 */
export async function measureTile(fetchTile: TileFetch, url: string): Promise<number | null> {
  try {
    const response = await fetchTile(url);
    if (isEmptyTile(response.status)) return 0;
    if (!response.ok) return null;
    return (await response.arrayBuffer()).byteLength;
  } catch {
    return null;
  }
}

/**
 * Fetches every tile into the cache, counting real bytes against `budgetBytes`. A failed tile or
 * a total over the budget removes what this download stored: an area is saved whole or not at all.
 */
export async function downloadTiles({
  urls,
  budgetBytes,
  fetchTile,
  cache,
  onProgress,
}: {
  urls: readonly string[];
  budgetBytes: number;
  fetchTile: TileFetch;
  cache: TileCache;
  onProgress?: (done: number, total: number) => void;
}): Promise<DownloadOutcome> {
  const stored: string[] = [];
  let bytes = 0;
  let next = 0;
  let done = 0;
  let stop: 'over-budget' | 'failed' | null = null;

  const downloadOne = async (url: string) => {
    let response: Response;
    try {
      response = await fetchTile(url);
    } catch {
      stop ??= 'failed';
      return;
    }
    if (isEmptyTile(response.status)) return;
    if (!response.ok) {
      stop ??= 'failed';
      return;
    }
    const body = await response.arrayBuffer();
    bytes += body.byteLength;
    if (bytes > budgetBytes) {
      stop ??= 'over-budget';
      return;
    }
    const type = response.headers.get('Content-Type');
    await cache.put(url, new Response(body, { headers: type ? { 'Content-Type': type } : {} }));
    stored.push(url);
  };

  const worker = async () => {
    while (stop === null && next < urls.length) {
      const url = urls[next];
      next += 1;
      if (url === undefined) break;
      await downloadOne(url);
      done += 1;
      onProgress?.(done, urls.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));

  if (stop === null) return { ok: true, bytes, stored };
  await Promise.all(stored.map((url) => cache.delete(url)));
  return { ok: false, reason: stop, bytes };
}

/**
 * Whether a URL is one of the template's tiles: it starts as the template does before its first
 * placeholder (the provider's origin and path). The service worker answers those from the cache.
 */
export function isTileOf(template: string, href: string): boolean {
  const prefix = template.slice(0, template.indexOf('{'));
  return prefix !== '' && href.startsWith(prefix);
}
