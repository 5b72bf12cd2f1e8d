import type { AirportSuggestion } from '../autocomplete/suggestions';

/**
 * Where the flight autocomplete gets airports: the site passes one over its backend callable, an
 * embed `endpointAirportSource` (the public `airport-suggestions` function) or
 * `localAirportSource`.
 */
export type AirportSource = (query: string, signal?: AbortSignal) => Promise<AirportSuggestion[]>;

/**
 * Searches the bundled airport list in the page. The list (about 120 KB gzip) is a separate chunk
 * loaded on the first search, so a widget costs nothing for it until someone types an airport.
 * An aborted search rejects with the signal's reason, as fetch does.
 */
export const localAirportSource: AirportSource = async (query, signal) => {
  signal?.throwIfAborted();
  const { getWorldAirportIndex } = await import('./worldAirports');
  signal?.throwIfAborted();
  return getWorldAirportIndex().search(query);
};
