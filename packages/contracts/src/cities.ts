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

export const CITY_LOCATION_TEXTS = {
  /** not-found. */
  noCity: 'No city has that name: choose one of the suggested cities.',
} as const;

/**
 * `city-location` {displayName} → the city's point (GeoNames, through the same world list as
 * city-suggestions), for a map to centre on the city a suggestion named. Open to guests.
 */
export const cityLocation = defineCallableContract({
  name: FUNCTION_NAMES.cityLocation,
  access: 'public',
  request: requestObject(
    {
      displayName: z
        .string({ error: 'displayName must be text' })
        .trim()
        .min(
          CITY_QUERY_MIN_LENGTH,
          `displayName must be at least ${CITY_QUERY_MIN_LENGTH} characters`,
        )
        .max(
          CITY_QUERY_MAX_LENGTH,
          `displayName must be at most ${CITY_QUERY_MAX_LENGTH} characters`,
        )
        .refine(...storableText('displayName')),
    },
    'Send {displayName}: a suggested city as "City, Country".',
  ),
  response: citySuggestion.extend({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  errors: CITY_LOCATION_TEXTS,
});
