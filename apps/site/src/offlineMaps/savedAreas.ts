import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Bbox } from './tileMath';

/** An area saved for offline use: what the list shows, and the tiles its delete removes. */
export interface SavedArea {
  id: string;
  name: string;
  bbox: Bbox;
  minZoom: number;
  maxZoom: number;
  tileCount: number;
  bytes: number;
  /** ISO date-time. */
  savedAt: string;
  /** The stored tiles' URLs (empty tiles are not stored). */
  tiles: string[];
}

const SAVED_AREAS_DB = { name: 'voyagent-offline-maps', version: 1, store: 'areas' } as const;

interface SavedAreasSchema extends DBSchema {
  areas: { key: string; value: SavedArea };
}

export interface SavedAreaStore {
  /** Newest first. */
  list(): Promise<SavedArea[]>;
  save(area: SavedArea): Promise<void>;
  /** Removes the area; answers the tiles no other saved area uses, for the cache to drop. */
  remove(id: string): Promise<string[]>;
}

/** The tiles of `area` that none of `others` also holds: overlapping areas share tiles. */
export function tilesOnlyIn(area: SavedArea, others: readonly SavedArea[]): string[] {
  const kept = new Set(others.filter((other) => other.id !== area.id).flatMap((o) => o.tiles));
  return area.tiles.filter((url) => !kept.has(url));
}

/** The saved areas in IndexedDB (`voyagent-offline-maps`), beside the tiles in Cache Storage. */
export async function openSavedAreas(): Promise<SavedAreaStore> {
  const db: IDBPDatabase<SavedAreasSchema> = await openDB<SavedAreasSchema>(
    SAVED_AREAS_DB.name,
    SAVED_AREAS_DB.version,
    {
      upgrade(database) {
        database.createObjectStore(SAVED_AREAS_DB.store, { keyPath: 'id' });
      },
    },
  );
  const list = async () =>
    (await db.getAll(SAVED_AREAS_DB.store)).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return {
    list,
    async save(area) {
      await db.put(SAVED_AREAS_DB.store, area);
    },
    async remove(id) {
      const areas = await list();
      const area = areas.find((candidate) => candidate.id === id);
      if (!area) return [];
      await db.delete(SAVED_AREAS_DB.store, id);
      return tilesOnlyIn(area, areas);
    },
  };
}
