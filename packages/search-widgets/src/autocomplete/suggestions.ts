/** The suggestion shapes of travel.md §3, as the autocompletes receive them. */

/** Also `CitySuggestion` of @voyagent/contracts (the city-suggestions answer), kept in step by hand. */
export interface CitySuggestion {
  name: string;
  country: string;
  displayName: string;
}

/**
 * An airport of the flight autocomplete (issue 9), also `AirportSuggestion` of @voyagent/contracts
 * (the airport-suggestions answer). `displayName` is the "City (CODE)" form the flight search
 * normalises to (travel.md §5), so a picked airport submits unchanged.
 */
export interface AirportSuggestion {
  /** IATA code, e.g. "CDG". */
  code: string;
  name: string;
  /** The airport's municipality as OurAirports writes it; empty for a few airfields. */
  city: string;
  /** ISO 3166-1 alpha-2 code: each widget names it in its own locale (Intl.DisplayNames). */
  country: string;
  displayName: string;
}

export interface HotelSuggestion {
  name: string;
  city: string;
  country: string;
  displayName: string;
  rating: number;
}
