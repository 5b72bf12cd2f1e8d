export { FlightSearch } from './FlightSearch';
export type { AirportChoice, FlightSearchProps } from './FlightSearch';
