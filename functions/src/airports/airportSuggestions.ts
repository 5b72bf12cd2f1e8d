import { airportSuggestions as contract, getWorldAirportIndex } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';

/**
 * `airport-suggestions` {query} → {airports: [{code, name, city, country, displayName}]}, open to
 * guests and to every origin: embeds on partner pages call it. The list is indexed once per
 * instance, on the first call.
 */
export const airportSuggestions = defineCallable(contract, ({ query }) => ({
  airports: getWorldAirportIndex().search(query),
}));
