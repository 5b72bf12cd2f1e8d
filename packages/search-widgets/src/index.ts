// Public API of @voyagent/search-widgets. Components land here with their issues; nothing is exported before it is real.
// The search, autocomplete and review rules (travel.md §3, §5, §7-§9) are pure and ready.

export { HotelSearch } from './HotelSearch';
export type { HotelSearchProps } from './HotelSearch';
export { FlightSearch } from './FlightSearch';
export type { FlightSearchProps } from './FlightSearch';
export { DestinationAutocomplete } from './DestinationAutocomplete';
export type { DestinationAutocompleteProps } from './DestinationAutocomplete';
export { CityOrHotelAutocomplete } from './CityOrHotelAutocomplete';
export type { CityOrHotelAutocompleteProps } from './CityOrHotelAutocomplete';
export { AirportAutocomplete } from './AirportAutocomplete';
export type { AirportAutocompleteProps } from './AirportAutocomplete';
export type { SearchLayout } from './SearchForm/searchFormOptions';
export type { SearchGate } from './SearchForm/searchFeedback';
export { openExternal } from './openExternal';

export { toIsoDate, toUsDate } from './search/calendarDateFormats';
export { SearchConfigError, SearchInputError } from './search/searchErrors';
export { appendAffiliateIds, searchBaseUrl } from './search/searchLinkConfig';
export type { SearchLinkConfig } from './search/searchLinkConfig';
export { INVALID_DESTINATION_MESSAGE, normaliseDestination } from './search/normaliseDestination';
export { INVALID_AIRPORT_MESSAGE, normaliseAirport } from './search/normaliseAirport';
export { isCountInRange } from './search/searchValidation';
export type { CountRange, SearchIssue, SearchValidation } from './search/searchValidation';
export {
  HOTEL_ADULTS,
  HOTEL_ROOMS,
  hotelSearchMessages,
  validateHotelSearch,
} from './search/hotelSearchValidation';
// The validated searches are published as Valid…Search: HotelSearch and FlightSearch are the forms.
export type {
  Coordinates,
  HotelSearch as ValidHotelSearch,
  HotelSearchField,
  HotelSearchForm,
  HotelSearchIssue,
} from './search/hotelSearchValidation';
export {
  buildHotelSearchUrl,
  HOTEL_FLEXIBILITY,
  HOTEL_SEARCH_FIELDS,
  HOTEL_SORT,
} from './search/hotelSearchUrl';
export {
  FLIGHT_ADULTS,
  FLIGHT_CHILDREN,
  FLIGHT_INFANTS_IN_SEAT,
  FLIGHT_INFANTS_ON_LAP,
  FLIGHT_MAX_PASSENGERS,
  flightSearchMessages,
  TRAVEL_CLASSES,
  validateFlightSearch,
} from './search/flightSearchValidation';
export type {
  FlightSearch as ValidFlightSearch,
  FlightSearchField,
  FlightSearchForm,
  FlightSearchIssue,
  TravelClass,
} from './search/flightSearchValidation';
export { TRIP_TYPES, tripTypeOf } from './search/tripType';
export type { TripType } from './search/tripType';
export {
  buildFlightSearchUrl,
  FLIGHT_MAX_HOPS,
  FLIGHT_SEARCH_FIELDS,
} from './search/flightSearchUrl';
export { planFlightSearch, planHotelSearch, searchSubmitTexts } from './search/searchSubmit';
export type { SearchPlan, SearchSubmitContext, SearchToast } from './search/searchSubmit';
export {
  canFindFlights,
  earliestReturnDate,
  MOBILE_GUEST_CHOICES,
  MOBILE_PASSENGER_CHOICES,
  mobileFlightToast,
  mobileHotelToast,
  mobileSearchToasts,
  withDefaultDates,
} from './search/mobileSearchRules';
export type { TravelDates } from './search/mobileSearchRules';

export {
  AUTOCOMPLETE_MIN_QUERY_LENGTH,
  isAutocompleteQuery,
} from './autocomplete/autocompleteQuery';
export {
  AIRPORT_DEBOUNCE_MS,
  AIRPORT_MENU_MIN_WIDTH_PX,
  CITY_OR_HOTEL_DEBOUNCE_MS,
  CITY_OR_HOTEL_MENU_MIN_WIDTH_PX,
  DESTINATION_DEBOUNCE_MS,
  DESTINATION_MENU_MIN_WIDTH_PX,
} from './autocomplete/autocompleteSources';
export type { AirportLoader, CitySource } from './autocomplete/autocompleteSources';
export type {
  AirportSuggestion,
  CitySuggestion,
  HotelSuggestion,
} from './autocomplete/suggestions';
export { AIRPORT_SUGGESTION_LIMIT } from './airports/airportIndex';
export { endpointAirportSource } from './airports/endpointAirportSource';
export { localAirportSource } from './airports/localAirportSource';
export type { AirportSource } from './airports/localAirportSource';
export { localMatches } from './autocomplete/localMatches';
export {
  LOCAL_CITY_LIMIT,
  localDestinationSuggestions,
  SERVER_CITY_LIMIT,
  withServerCities,
} from './autocomplete/destinationSuggestions';
export {
  cityOrHotelFallback,
  cityOrHotelWithServerCities,
  ERROR_FALLBACK_LIMIT,
  LOCAL_HOTEL_LIMIT,
  localCityOrHotelSuggestions,
} from './autocomplete/cityOrHotelSuggestions';
export type {
  CityOrHotelSuggestion,
  LocalCitiesAndHotels,
} from './autocomplete/cityOrHotelSuggestions';

export { REVIEW_TRIP_TYPES } from './reviews/review';
export type { Review, ReviewSource, ReviewTripType } from './reviews/review';
export { REVIEW_SNIPPET_LENGTH, reviewSnippet } from './reviews/reviewSnippet';
export { isEligibleReview, MIN_ELIGIBLE_RATING } from './reviews/reviewEligibility';
export {
  keywordMatches,
  rankReviews,
  RELEVANCE_FALLBACK_THRESHOLD,
  relevanceScore,
} from './reviews/reviewRanking';
export type { RankableReview } from './reviews/reviewRanking';
export { mergeReviews } from './reviews/mergeReviews';
export {
  checkReviewDraft,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  REVIEW_TEXT_LIMITS,
} from './reviews/reviewForm';
export type {
  ReviewDraft,
  ReviewDraftIssue,
  ReviewSubmission,
  ReviewTextField,
} from './reviews/reviewForm';

export { ReviewSummary } from './ReviewSummary';
export type { ReviewSummaryProps } from './ReviewSummary';
export { DEFAULT_REVIEW_PAGE_SIZE, ReviewList } from './ReviewList';
export type { ReviewListProps } from './ReviewList';
export { COMPACT_REVIEW_COUNT, CompactReviews } from './CompactReviews';
export type { CompactReviewsProps } from './CompactReviews';
export { TRUST_BLOCK_REVIEW_COUNT, TrustBlock } from './TrustBlock';
export type { TrustBlockProps } from './TrustBlock';
export { ReviewForm, ReviewSubmitError } from './ReviewForm';
export type { ReviewFormProps } from './ReviewForm';
export { readReviewsPage } from './ReviewParts/reviewData';
export type {
  LoadReviews,
  ReviewFigures,
  ReviewItem,
  ReviewsPage,
  ReviewsRequest,
} from './ReviewParts/reviewData';
export type { HeadingLevel } from './ReviewParts/ReviewCard';
