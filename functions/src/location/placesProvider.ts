/**
 * Where nearby-places finds places (travel.md §7): Google's Places API (Nearby Search, New) when
 * PLACES_API_KEY is set; otherwise, in the emulator or demo mode only, the local OpenStreetMap
 * sample (osmSample/SOURCE.md); otherwise a refusal (config/providers.ts).
 */
import { LOCATION_TEXTS, NEARBY_PLACES_LIMIT, type NearbyPlace } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ServerConfig } from '../config/config';
import {
  localProvidersAllowed,
  refuseUnconfigured,
  type ProviderEnvironment,
} from '../config/providers';
import { logger } from '../logging/logger';
import { distanceMeters, type Point } from './geo';
import parisSample from './osmSample/parisRestaurants.json';

export interface PlacesQuery extends Point {
  type: 'restaurant';
  /** Metres. */
  radius: number;
}

/** A place as a provider found it, before the distance is measured. */
export type FoundPlace = Omit<NearbyPlace, 'distanceMeters'>;

export interface PlacesProvider {
  /** Whose data the answer is, shown under the list. */
  attribution: string;
  search(query: PlacesQuery): Promise<FoundPlace[]>;
}

export const PLACES_SEARCH_URL = 'https://places.googleapis.com/v1/places:searchNearby';
/** Only the fields the list shows: the field mask also decides what Google bills. */
export const PLACES_FIELD_MASK =
  'places.id,places.displayName,places.location,places.shortFormattedAddress';
/** A stuck call must not hold the dialog's spinner for long. */
export const PLACES_TIMEOUT_MS = 8000;

/** The exact request the Places adapter sends for a query. */
export function placesSearchRequest(query: PlacesQuery, apiKey: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Goog-Api-Key': apiKey,
      'X-Goog-FieldMask': PLACES_FIELD_MASK,
    },
    body: JSON.stringify({
      includedTypes: [query.type],
      maxResultCount: NEARBY_PLACES_LIMIT,
      rankPreference: 'DISTANCE',
      locationRestriction: {
        circle: {
          center: { latitude: query.latitude, longitude: query.longitude },
          radius: query.radius,
        },
      },
    }),
  };
}

interface GooglePlace {
  id?: unknown;
  displayName?: { text?: unknown };
  location?: { latitude?: unknown; longitude?: unknown };
  shortFormattedAddress?: unknown;
}

function fromGoogle(place: GooglePlace): FoundPlace[] {
  const { id, displayName, location, shortFormattedAddress } = place;
  if (
    typeof id !== 'string' ||
    typeof displayName?.text !== 'string' ||
    typeof location?.latitude !== 'number' ||
    typeof location.longitude !== 'number'
  ) {
    return [];
  }
  return [
    {
      id: `google:${id}`,
      name: displayName.text,
      latitude: location.latitude,
      longitude: location.longitude,
      ...(typeof shortFormattedAddress === 'string' ? { address: shortFormattedAddress } : {}),
    },
  ];
}

/** Google's Places API (New). Failures and unreadable answers become one typed error. */
export function googlePlacesProvider(options: {
  apiKey: string;
  fetch: typeof globalThis.fetch;
}): PlacesProvider {
  return {
    attribution: 'Google',
    async search(query) {
      let answer: { places?: GooglePlace[] };
      try {
        const response = await options.fetch(PLACES_SEARCH_URL, {
          ...placesSearchRequest(query, options.apiKey),
          signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Places API answered ${response.status}`);
        answer = (await response.json()) as { places?: GooglePlace[] };
      } catch (error) {
        logger.error('nearby-places: the Places API failed', {
          reason: error instanceof Error ? error.message : 'unknown',
        });
        throw new HttpsError('unavailable', LOCATION_TEXTS.placesFailed);
      }
      return Array.isArray(answer?.places) ? answer.places.flatMap(fromGoogle) : [];
    },
  };
}

/** The local stand-in: the seeded sample's places within the radius. */
export function localPlacesProvider(sample: {
  attribution: string;
  places: FoundPlace[];
}): PlacesProvider {
  return {
    attribution: sample.attribution,
    search: async (query) =>
      sample.places.filter((place) => distanceMeters(query, place) <= query.radius),
  };
}

export const osmSampleProvider = localPlacesProvider(parisSample);

/**
 * Google's adapter when PLACES_API_KEY is set; else the OpenStreetMap sample where local
 * providers may run; else failed-precondition: a deployment without the key never pretends.
 */
export function placesProviderFor(
  config: Pick<ServerConfig, 'PLACES_API_KEY'> & ProviderEnvironment,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): PlacesProvider {
  if (config.PLACES_API_KEY) return googlePlacesProvider({ apiKey: config.PLACES_API_KEY, fetch });
  if (localProvidersAllowed(config)) return osmSampleProvider;
  return refuseUnconfigured({
    name: 'The places service',
    key: 'PLACES_API_KEY',
    unavailable: LOCATION_TEXTS.placesFailed,
  });
}
