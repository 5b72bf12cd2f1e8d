/**
 * The location tools' functions (issue 12 item 5, travel.md §7): `emergency-info` (the country at
 * a point and its emergency numbers), `nearby-places` (restaurants within 5000 m) and
 * `get-maps-key` (the maps script's key, from configuration, never bundled).
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { noFields, requestObject } from './payload';

/** travel.md §9: the nearby search's radius, and its largest value. */
export const NEARBY_RADIUS_METERS = 5000;
/** travel.md §7: the place type the nearby search asks for. */
export const NEARBY_PLACE_TYPES = ['restaurant'] as const;
/** At most this many places come back, nearest first. */
export const NEARBY_PLACES_LIMIT = 20;

export const LOCATION_TEXTS = {
  // Each starts with its field's name, so the callable layer sends it as it is.
  latitude: 'latitude must be a number from -90 to 90',
  longitude: 'longitude must be a number from -180 to 180',
  userLanguage: 'userLanguage must be a language tag such as en or fr-FR',
  countryCode: 'countryCode must be a two-letter ISO country code such as FR',
  radius: `radius must be a whole number of metres from 1 to ${NEARBY_RADIUS_METERS}`,
  type: `type must be ${NEARBY_PLACE_TYPES.join(', ')}`,
  emergencyRequest:
    'Send {latitude, longitude, userLanguage}, or {countryCode, userLanguage} for a chosen country.',
  nearbyRequest: 'Send {latitude, longitude, type, radius}.',
  /** The point is at sea or in Antarctica: the numbers are kept per country. */
  noCountry: 'No country found at this location. Choose your country to see its emergency numbers.',
  /** A country the dataset has no numbers for (a few territories). */
  notCovered: (country: string) =>
    `We have no emergency numbers for ${country}. Ask locally or try 112 from a mobile phone.`,
  /** travel.md §8: get-maps-key without a configured key. */
  mapsKeyNotConfigured: 'Google Maps API key not configured',
  /** The places service answered with an error or not at all. */
  placesFailed: 'The places service is not available right now. Please try again.',
} as const;

const numberField = (field: string, message: string, limit: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${field} is required` : message),
    })
    .min(-limit, message)
    .max(limit, message);

const latitude = numberField('latitude', LOCATION_TEXTS.latitude, 90);
const longitude = numberField('longitude', LOCATION_TEXTS.longitude, 180);

/** A BCP 47 tag as Intl understands it ("fr-FR"), canonicalised; anything else is refused. */
function canonicalLanguage(value: string): string | null {
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

const userLanguage = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'userLanguage is required' : LOCATION_TEXTS.userLanguage,
  })
  .trim()
  .max(35, LOCATION_TEXTS.userLanguage)
  .transform((value, context) => {
    const tag = canonicalLanguage(value);
    if (tag) return tag;
    context.addIssue({ code: 'custom', message: LOCATION_TEXTS.userLanguage });
    return z.NEVER;
  });

export const emergencyNumbersAnswer = z.strictObject({
  police: z.string().optional(),
  medical: z.string().optional(),
  fire: z.string().optional(),
  general: z.string().optional(),
});

export const emergencyInfoAnswer = z.strictObject({
  country: z.strictObject({
    /** ISO 3166-1 alpha-2. */
    code: z.string(),
    /** In the caller's language (Intl.DisplayNames). */
    name: z.string(),
  }),
  numbers: emergencyNumbersAnswer,
  /** Services whose number the cross-check (libphonenumber) does not confirm. */
  unconfirmed: z.array(z.enum(['police', 'medical', 'fire', 'general'])),
  source: z.strictObject({
    label: z.string(),
    dataDate: z.string(),
    datasetUrl: z.string(),
    upstreamUrl: z.string(),
  }),
});
export type EmergencyInfoAnswer = z.infer<typeof emergencyInfoAnswer>;

/**
 * `emergency-info` {latitude, longitude, userLanguage} → the country at that point (offline
 * point-in-country lookup) and its numbers with their source and date. A traveller who refused
 * geolocation sends {countryCode, userLanguage} instead. Open to guests: a static lookup.
 */
export const emergencyInfo = defineCallableContract({
  name: FUNCTION_NAMES.emergencyInfo,
  access: 'public',
  request: requestObject(
    {
      latitude: latitude.optional(),
      longitude: longitude.optional(),
      countryCode: z
        .string({ error: LOCATION_TEXTS.countryCode })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, LOCATION_TEXTS.countryCode)
        .optional(),
      userLanguage,
    },
    LOCATION_TEXTS.emergencyRequest,
  ).refine(
    ({ latitude: lat, longitude: lon, countryCode }) =>
      countryCode === undefined
        ? lat !== undefined && lon !== undefined
        : lat === undefined && lon === undefined,
    LOCATION_TEXTS.emergencyRequest,
  ),
  response: emergencyInfoAnswer,
  errors: LOCATION_TEXTS,
});

export const nearbyPlace = z.strictObject({
  /** The provider's id (`osm:node/252590177`, `google:ChIJ…`). */
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Great-circle distance from the searched point, in whole metres. */
  distanceMeters: z.number().int().nonnegative(),
  address: z.string().optional(),
  cuisine: z.string().optional(),
});
export type NearbyPlace = z.infer<typeof nearbyPlace>;

export const nearbyPlacesAnswer = z.strictObject({
  /** Nearest first. */
  places: z.array(nearbyPlace),
  radius: z.number(),
  location: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  /** Whose data the list is, shown under it ("© OpenStreetMap contributors, ODbL"). */
  attribution: z.string(),
});
export type NearbyPlacesAnswer = z.infer<typeof nearbyPlacesAnswer>;

/**
 * `nearby-places` {latitude, longitude, type, radius} → {places, radius, location, attribution}:
 * the places service when keyed, else (emulator, demo) a local OpenStreetMap sample; nearest first.
 */
export const nearbyPlaces = defineCallableContract({
  name: FUNCTION_NAMES.nearbyPlaces,
  access: 'public',
  request: requestObject(
    {
      latitude,
      longitude,
      type: z.enum(NEARBY_PLACE_TYPES, { error: LOCATION_TEXTS.type }).default('restaurant'),
      radius: z
        .number({ error: LOCATION_TEXTS.radius })
        .int(LOCATION_TEXTS.radius)
        .min(1, LOCATION_TEXTS.radius)
        .max(NEARBY_RADIUS_METERS, LOCATION_TEXTS.radius)
        .default(NEARBY_RADIUS_METERS),
    },
    LOCATION_TEXTS.nearbyRequest,
  ),
  response: nearbyPlacesAnswer,
  errors: { placesFailed: LOCATION_TEXTS.placesFailed },
});

/** `get-maps-key` → {apiKey} for the maps script; signed-in; refuses when no key is configured. */
export const getMapsKey = defineCallableContract({
  name: FUNCTION_NAMES.getMapsKey,
  access: 'signedIn',
  request: noFields('get-maps-key'),
  response: z.strictObject({ apiKey: z.string().min(1) }),
  errors: { notConfigured: LOCATION_TEXTS.mapsKeyNotConfigured },
});
