import { cityTexts, LOCAL_CITY_LIMIT, SERVER_CITY_LIMIT } from './destinationSuggestions';
import { localMatches } from './localMatches';
import type { CitySuggestion, HotelSuggestion } from './suggestions';

/** travel.md §9: up to 4 local hotels beside the 6 cities; §7: 8 local matches when the server fails. */
export const LOCAL_HOTEL_LIMIT = 4;
export const ERROR_FALLBACK_LIMIT = 8;

export type CityOrHotelSuggestion =
  { kind: 'city'; city: CitySuggestion } | { kind: 'hotel'; hotel: HotelSuggestion };

export interface LocalCitiesAndHotels {
  cities: readonly CitySuggestion[];
  hotels: readonly HotelSuggestion[];
}

const asCity = (city: CitySuggestion): CityOrHotelSuggestion => ({ kind: 'city', city });
const asHotel = (hotel: HotelSuggestion): CityOrHotelSuggestion => ({ kind: 'hotel', hotel });

function suggestionTexts(suggestion: CityOrHotelSuggestion): string[] {
  if (suggestion.kind === 'city') return cityTexts(suggestion.city);
  const { hotel } = suggestion;
  return [hotel.name, hotel.city, hotel.displayName];
}

/** What the field shows at once: up to 6 local cities, then up to 4 local hotels. */
export function localCityOrHotelSuggestions(
  { cities, hotels }: LocalCitiesAndHotels,
  query: string,
): CityOrHotelSuggestion[] {
  return [
    ...localMatches(cities.map(asCity), query, suggestionTexts, LOCAL_CITY_LIMIT),
    ...localMatches(hotels.map(asHotel), query, suggestionTexts, LOCAL_HOTEL_LIMIT),
  ];
}

/**
 * travel.md §7, as for the destination field: the server's first 6 cities replace the local
 * cities when it found any; the local hotels stay after them.
 */
export function cityOrHotelWithServerCities(
  local: readonly CityOrHotelSuggestion[],
  server: readonly CitySuggestion[],
): CityOrHotelSuggestion[] {
  if (server.length === 0) return [...local];
  const hotels = local.filter((suggestion) => suggestion.kind === 'hotel');
  return [...server.slice(0, SERVER_CITY_LIMIT).map(asCity), ...hotels];
}

/** When the server fails: the 8 best local matches, cities and hotels ranked together. */
export function cityOrHotelFallback(
  { cities, hotels }: LocalCitiesAndHotels,
  query: string,
): CityOrHotelSuggestion[] {
  const all = [...cities.map(asCity), ...hotels.map(asHotel)];
  return localMatches(all, query, suggestionTexts, ERROR_FALLBACK_LIMIT);
}
