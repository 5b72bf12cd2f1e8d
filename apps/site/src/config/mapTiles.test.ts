import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMapTileSource, readOfflineBudgetBytes, tileTemplateProblem } from './mapTiles';

const vector = {
  VITE_MAP_TILE_URL: 'https://tiles.example/v4/{z}/{x}/{y}.mvt?key=public',
  VITE_MAP_TILE_ATTRIBUTION: '© OpenStreetMap',
};

describe('map tile settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a vector template with its credit and the default deepest zoom', () => {
    expect(readMapTileSource(vector)).toEqual({
      template: vector.VITE_MAP_TILE_URL,
      format: 'vector',
      attribution: '© OpenStreetMap',
      maxZoom: 14,
    });
  });

  it('tells raster tiles by extension or by the declared format', () => {
    const png = { ...vector, VITE_MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png' };
    expect(readMapTileSource({ ...png, VITE_MAP_TILE_MAX_ZOOM: '19' })).toMatchObject({
      format: 'raster',
      maxZoom: 19,
    });
    const bare = { ...vector, VITE_MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}' };
    expect(readMapTileSource({ ...bare, VITE_MAP_TILE_FORMAT: 'raster' })?.format).toBe('raster');
  });

  it('is off without a URL, and says why a configured one cannot be used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readMapTileSource({})).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(readMapTileSource({ ...vector, VITE_MAP_TILE_ATTRIBUTION: ' ' })).toBeUndefined();
    expect(
      readMapTileSource({ ...vector, VITE_MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}' }),
    ).toBeUndefined();
    expect(readMapTileSource({ ...vector, VITE_MAP_TILE_MAX_ZOOM: '30' })).toBeUndefined();
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'Map tiles are off: VITE_MAP_TILE_ATTRIBUTION is required',
      'Map tiles are off: set VITE_MAP_TILE_FORMAT to vector or raster',
      'Map tiles are off: VITE_MAP_TILE_MAX_ZOOM must be a whole number from 0 to 22',
    ]);
  });

  it('accepts https anywhere and http only on loopback', () => {
    expect(tileTemplateProblem('https://t.example/{z}/{x}/{y}.pbf')).toBeNull();
    expect(tileTemplateProblem('http://127.0.0.1:5090/{z}/{x}/{y}.pbf')).toBeNull();
    expect(tileTemplateProblem('http://t.example/{z}/{x}/{y}.pbf')).toBe(
      'the tile URL must use https',
    );
    expect(tileTemplateProblem('https://t.example/{z}/{x}.pbf')).toBe('the tile URL has no {y}');
    expect(tileTemplateProblem('/tiles/{z}/{x}/{y}.pbf')).toBe(
      'the tile URL is not an absolute URL',
    );
  });

  it('budgets 50 MB by default, a configured size up to 2 GB otherwise (SI-024)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readOfflineBudgetBytes({})).toBe(50 * 1024 * 1024);
    expect(readOfflineBudgetBytes({ VITE_MAP_OFFLINE_BUDGET_MB: '0.5' })).toBe(524_288);
    expect(readOfflineBudgetBytes({ VITE_MAP_OFFLINE_BUDGET_MB: '4096' })).toBe(50 * 1024 * 1024);
    expect(readOfflineBudgetBytes({ VITE_MAP_OFFLINE_BUDGET_MB: 'lots' })).toBe(50 * 1024 * 1024);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
