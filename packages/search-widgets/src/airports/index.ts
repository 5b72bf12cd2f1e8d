// `@voyagent/search-widgets/airports`: the airport search without React or the DOM, which the
// `airport-suggestions` function runs through @voyagent/contracts.
export type { AirportSuggestion } from '../autocomplete/suggestions';
export { AIRPORT_SUGGESTION_LIMIT, AirportIndex, parseAirportData } from './airportIndex';
export type { Airport, AirportRank } from './airportIndex';
export { getWorldAirportIndex } from './worldAirports';
