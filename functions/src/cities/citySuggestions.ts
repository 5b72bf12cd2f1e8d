import { citySuggestions as contract } from '@voyagent/contracts';
import { defineCallable } from '../http/defineCallable';
import { getWorldCityIndex } from './worldCities';

/** `city-suggestions` {query} → {cities: [{name, country, displayName}]}, open to guests. */
export const citySuggestions = defineCallable(contract, ({ query }) => ({
  cities: getWorldCityIndex().search(query),
}));
