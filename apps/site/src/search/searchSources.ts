import type { AirportSuggestion, CitySuggestion } from '@voyagent/search-widgets';
import { backend } from '../firebase/callables';

/** The destination fields' suggestions (home and hotel search): the city-suggestions function. */
export async function loadDestinations(query: string): Promise<CitySuggestion[]> {
  return (await backend.citySuggestions({ query })).cities;
}

/** The airport fields' suggestions: the backend's airport-suggestions function. */
export async function loadAirports(query: string): Promise<AirportSuggestion[]> {
  return (await backend.airportSuggestions({ query })).airports;
}
