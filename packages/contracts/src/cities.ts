import { z } from 'zod';
import { defineCallableContract } from './contract';
import { CITY_QUERY_MAX_LENGTH, CITY_QUERY_MIN_LENGTH, FUNCTION_NAMES } from './names';
import { requestObject, storableText } from './payload';

export const citySuggestion = z.strictObject({
  name: z.string(),
  country: z.string(),
  displayName: z.string(),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;

/** `city-suggestions` {query} → {cities: [{name, country, displayName}]}, open to guests. */
export const citySuggestions = defineCallableContract({
  name: FUNCTION_NAMES.citySuggestions,
  access: 'public',
  request: requestObject(
    {
      query: z
        .string({ error: 'query must be text' })
        .trim()
        .min(CITY_QUERY_MIN_LENGTH, `query must be at least ${CITY_QUERY_MIN_LENGTH} characters`)
        .max(CITY_QUERY_MAX_LENGTH, `query must be at most ${CITY_QUERY_MAX_LENGTH} characters`)
        .refine(...storableText('query')),
    },
    `Send {query}: the text to look up, at least ${CITY_QUERY_MIN_LENGTH} characters.`,
  ),
  response: z.strictObject({ cities: z.array(citySuggestion) }),
  errors: {},
});
