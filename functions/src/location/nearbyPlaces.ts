import {
  NEARBY_PLACES_LIMIT,
  nearbyPlaces as contract,
  type NearbyPlacesAnswer,
} from '@voyagent/contracts';
import { serverConfig } from '../config/config';
import { PLACES_API_KEY } from '../config/secrets';
import { defineCallable } from '../http/defineCallable';
import type { RateLimit } from '../http/rateLimit';
import { distanceMeters } from './geo';
import { placesProviderFor, type PlacesProvider, type PlacesQuery } from './placesProvider';

/** Each guest call may cost a Places request; a traveller searches a few times a minute. */
export const NEARBY_GUEST_RATE_LIMIT: RateLimit = { perMinute: 30 };

/** The provider's places within the radius, measured from the query's point, nearest first. */
export async function findNearbyPlaces(
  provider: PlacesProvider,
  query: PlacesQuery,
): Promise<NearbyPlacesAnswer> {
  const found = await provider.search(query);
  const places = found
    .map((place) => ({ ...place, distanceMeters: Math.round(distanceMeters(query, place)) }))
    .filter((place) => place.distanceMeters <= query.radius)
    .sort((a, b) => a.distanceMeters - b.distanceMeters || a.name.localeCompare(b.name))
    .slice(0, NEARBY_PLACES_LIMIT);
  return {
    places,
    radius: query.radius,
    location: { latitude: query.latitude, longitude: query.longitude },
    attribution: provider.attribution,
  };
}

/**
 * `nearby-places` {latitude, longitude, type, radius} → {places, radius, location, attribution}.
 * Open to guests, limited per address: the places service is billed per call.
 */
export const nearbyPlaces = defineCallable(
  contract,
  (query) => findNearbyPlaces(placesProviderFor(serverConfig()), query),
  { secrets: [PLACES_API_KEY], rateLimit: NEARBY_GUEST_RATE_LIMIT },
);
