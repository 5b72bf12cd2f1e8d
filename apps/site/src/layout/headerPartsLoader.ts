import type * as HeaderPartsModule from './headerParts';

export type HeaderParts = typeof HeaderPartsModule;

let loaded: HeaderParts | undefined;
let loading: Promise<HeaderParts> | undefined;

/**
 * Loads the header's menus and drawer once (a failed load, offline say, is tried again at the
 * next call). The prerender and a page without prerendered markup wait for it before rendering.
 */
export function loadHeaderParts(): Promise<HeaderParts> {
  loading ??= import('./headerParts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The parts if they have loaded, so a render after that shows them at once. */
export function loadedHeaderParts(): HeaderParts | undefined {
  return loaded;
}
