import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSavedAreas, tilesOnlyIn, type SavedArea } from './savedAreas';

function area(id: string, savedAt: string, tiles: string[]): SavedArea {
  return {
    id,
    name: `Area ${id}`,
    bbox: { west: 2.3, south: 48.82, east: 2.4, north: 48.9 },
    minZoom: 12,
    maxZoom: 14,
    tileCount: tiles.length,
    bytes: tiles.length * 1000,
    savedAt,
    tiles,
  };
}

describe('saved areas', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('lists the saved areas newest first, across openings', async () => {
    const store = await openSavedAreas();
    await store.save(area('old', '2026-05-01T10:00:00.000Z', ['a']));
    await store.save(area('new', '2026-06-01T10:00:00.000Z', ['b']));
    const reopened = await openSavedAreas();
    expect((await reopened.list()).map(({ id }) => id)).toEqual(['new', 'old']);
  });

  it('removes an area and answers only the tiles no other area holds', async () => {
    const store = await openSavedAreas();
    await store.save(area('paris', '2026-05-01T10:00:00.000Z', ['t1', 't2', 't3']));
    await store.save(area('centre', '2026-05-02T10:00:00.000Z', ['t2', 't4']));
    expect(await store.remove('paris')).toEqual(['t1', 't3']);
    expect((await store.list()).map(({ id }) => id)).toEqual(['centre']);
    expect(await store.remove('paris')).toEqual([]);
    expect(await store.remove('centre')).toEqual(['t2', 't4']);
  });

  it('shares nothing with itself', () => {
    const paris = area('paris', '2026-05-01T10:00:00.000Z', ['t1']);
    expect(tilesOnlyIn(paris, [paris])).toEqual(['t1']);
  });
});
