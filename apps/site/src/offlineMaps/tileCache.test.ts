import { describe, expect, it } from 'vitest';
import { downloadTiles, isTileOf, measureTile, type TileCache, type TileFetch } from './tileCache';

/** A provider whose tiles are `size` bytes each, with some missing or broken. */
function provider(size: number, answers: Record<string, number> = {}): TileFetch {
  return async (url) => {
    const status = answers[url] ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(status === 200 ? new Uint8Array(size) : null, {
      status,
      headers: { 'Content-Type': 'application/x-protobuf' },
    });
  };
}

function memoryCache(): TileCache & { entries: Map<string, Response> } {
  const entries = new Map<string, Response>();
  return {
    entries,
    async put(url, response) {
      entries.set(url, response);
    },
    async delete(url) {
      return entries.delete(url);
    },
  };
}

const urls = Array.from({ length: 10 }, (_, index) => `https://tiles.example/9/${index}/0.pbf`);

describe('downloading an area', () => {
  it('stores every tile with its type and counts the bytes', async () => {
    const cache = memoryCache();
    const progress: number[] = [];
    const outcome = await downloadTiles({
      urls,
      budgetBytes: 10_000,
      fetchTile: provider(1_000),
      cache,
      onProgress: (done) => progress.push(done),
    });
    expect(outcome).toEqual({ ok: true, bytes: 10_000, stored: expect.any(Array) });
    expect([...cache.entries.keys()].sort()).toEqual([...urls].sort());
    expect(cache.entries.get(urls[0] ?? '')?.headers.get('Content-Type')).toBe(
      'application/x-protobuf',
    );
    expect(progress.at(-1)).toBe(10);
  });

  it('keeps nothing when the real size passes the budget', async () => {
    const cache = memoryCache();
    const outcome = await downloadTiles({
      urls,
      budgetBytes: 9_999,
      fetchTile: provider(1_000),
      cache,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'over-budget' });
    expect(cache.entries.size).toBe(0);
  });

  it('skips empty tiles, and keeps nothing when a tile fails', async () => {
    const empty = memoryCache();
    const partial = await downloadTiles({
      urls,
      budgetBytes: 10_000,
      fetchTile: provider(1_000, { [urls[3] ?? '']: 404, [urls[4] ?? '']: 204 }),
      cache: empty,
    });
    expect(partial).toMatchObject({ ok: true, bytes: 8_000 });
    expect(empty.entries.size).toBe(8);

    for (const broken of [500, 0]) {
      const cache = memoryCache();
      const outcome = await downloadTiles({
        urls,
        budgetBytes: 10_000,
        fetchTile: provider(1_000, { [urls[7] ?? '']: broken }),
        cache,
      });
      expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
      expect(cache.entries.size).toBe(0);
    }
  });

  it('measures a sample tile: its bytes, 0 when empty, null when unreachable', async () => {
    const url = urls[0] ?? '';
    expect(await measureTile(provider(2_345), url)).toBe(2_345);
    expect(await measureTile(provider(2_345, { [url]: 404 }), url)).toBe(0);
    expect(await measureTile(provider(2_345, { [url]: 503 }), url)).toBeNull();
    expect(await measureTile(provider(2_345, { [url]: 0 }), url)).toBeNull();
  });
});

describe("the service worker's tile match", () => {
  const template = 'https://tiles.example/v4/{z}/{x}/{y}.mvt?key=public';

  it("takes the provider's tiles and nothing else", () => {
    expect(isTileOf(template, 'https://tiles.example/v4/12/2074/1408.mvt?key=public')).toBe(true);
    expect(isTileOf(template, 'https://tiles.example/v3/12/2074/1408.mvt')).toBe(false);
    expect(isTileOf(template, 'https://tiles.example.evil/v4/12/1/1.mvt')).toBe(false);
    expect(isTileOf('{z}/{x}/{y}', 'https://anything.example/1/2/3')).toBe(false);
  });
});
