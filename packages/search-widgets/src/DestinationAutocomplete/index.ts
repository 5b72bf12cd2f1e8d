export { DestinationAutocomplete } from './DestinationAutocomplete';
export type { DestinationAutocompleteProps } from './DestinationAutocomplete';
