import { useCallback, useEffect, useState } from 'react';
import { openSavedAreas, type SavedArea, type SavedAreaStore } from './savedAreas';
import { OFFLINE_TILE_CACHE } from './tileCache';

let opened: Promise<SavedAreaStore> | null = null;

/** The device's one saved-areas database, opened on first use. */
export function savedAreaStore(): Promise<SavedAreaStore> {
  opened ??= openSavedAreas().catch((error: unknown) => {
    // A refused database (private mode, a full disk) may open on a later visit.
    opened = null;
    throw error;
  });
  return opened;
}

export interface SavedAreasState {
  /** Null while loading; empty when the browser keeps no database. */
  areas: SavedArea[] | null;
  /** Saves an area whose tiles are already in the cache. */
  add: (area: SavedArea) => Promise<void>;
  /** Deletes the area and the tiles no other saved area uses. */
  remove: (id: string) => Promise<void>;
}

/** The saved areas of this device, kept in step with IndexedDB and the tile cache. */
export function useSavedAreas(): SavedAreasState {
  const [areas, setAreas] = useState<SavedArea[] | null>(null);

  const reload = useCallback(async () => {
    try {
      setAreas(await (await savedAreaStore()).list());
    } catch {
      setAreas([]);
    }
  }, []);

  useEffect(() => {
    let current = true;
    savedAreaStore()
      .then((store) => store.list())
      .then(
        (loaded) => {
          if (current) setAreas(loaded);
        },
        () => {
          if (current) setAreas([]);
        },
      );
    return () => {
      current = false;
    };
  }, []);

  const add = useCallback(
    async (area: SavedArea) => {
      await (await savedAreaStore()).save(area);
      await reload();
    },
    [reload],
  );

  const remove = useCallback(
    async (id: string) => {
      const unused = await (await savedAreaStore()).remove(id);
      const cache = await caches.open(OFFLINE_TILE_CACHE);
      await Promise.all(unused.map((url) => cache.delete(url)));
      await reload();
    },
    [reload],
  );

  return { areas, add, remove };
}
