/**
 * Great-circle distance, shared by the assistant's distance fact, the flight-compensation
 * estimate (EU261 bands by great-circle distance, Article 7(4)) and the nearby-places radius, so
 * all state the same figure.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function greatCircleMeters(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Great-circle distance in kilometres, rounded to the kilometre. */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  return Math.round(greatCircleMeters(from, to) / 1000);
}
