import { z } from 'zod';
import { publicCallable } from '../http/defineCallable';
import { getWorldCityIndex } from './worldCities';

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;

export const citySuggestionsInput = z.strictObject(
  {
    query: z
      .string({ error: 'query must be text' })
      .trim()
      .min(MIN_QUERY_LENGTH, `query must be at least ${MIN_QUERY_LENGTH} characters`)
      .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
  },
  { error: 'Send {query}: the text to look up, at least 2 characters.' },
);

/** `city-suggestions` {query} → {cities: [{name, country, displayName}]}, open to guests. */
export const citySuggestions = publicCallable({
  name: 'city-suggestions',
  input: citySuggestionsInput,
  handler: ({ query }) => ({ cities: getWorldCityIndex().search(query) }),
});
