/** The suggestion shapes of travel.md §3, as the autocompletes receive them. */

/** Also `CitySuggestion` of @voyagent/contracts (the city-suggestions answer), kept in step by hand. */
export interface CitySuggestion {
  name: string;
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
