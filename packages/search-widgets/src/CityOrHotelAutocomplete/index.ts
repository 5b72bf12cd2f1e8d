export { CityOrHotelAutocomplete } from './CityOrHotelAutocomplete';
export type { CityOrHotelAutocompleteProps } from './CityOrHotelAutocomplete';
