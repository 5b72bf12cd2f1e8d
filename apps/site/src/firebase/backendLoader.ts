import type { Backend } from './callables';

/**
 * The callables, loaded at the first call, for code that runs on every page (the session): the
 * page's first load then carries none of the sixty-odd callables and their names.
 */
export async function loadBackend(): Promise<Backend> {
  return (await import('./callables')).backend;
}
