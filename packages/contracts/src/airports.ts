/**
 * `airport-suggestions`: the flight autocomplete's airports (issue 9). The search is
 * @voyagent/search-widgets' own airport index, re-exported here so the function answers exactly
 * what an embed's bundled list finds.
 */
import { z } from 'zod';
import { citySuggestions } from './cities';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';

export { AIRPORT_SUGGESTION_LIMIT, getWorldAirportIndex } from '@voyagent/search-widgets/airports';

export const airportSuggestion = z.strictObject({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  displayName: z.string(),
});
export type AirportSuggestion = z.infer<typeof airportSuggestion>;

/**
 * `airport-suggestions` {query} → {airports: [{code, name, city, country, displayName}]}, open to
 * guests and every origin (embeds call it). The request is city-suggestions' own: the same 2
 * character minimum and the same texts.
 */
export const airportSuggestions = defineCallableContract({
  name: FUNCTION_NAMES.airportSuggestions,
  access: 'public',
  request: citySuggestions.request,
  response: z.strictObject({ airports: z.array(airportSuggestion) }),
  errors: {},
});
