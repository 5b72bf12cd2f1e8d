export { AirportAutocomplete } from './AirportAutocomplete';
export type { AirportAutocompleteProps } from './AirportAutocomplete';
