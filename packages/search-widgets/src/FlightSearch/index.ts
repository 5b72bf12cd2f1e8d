export { FlightSearch } from './FlightSearch';
export type { FlightSearchProps } from './FlightSearch';
