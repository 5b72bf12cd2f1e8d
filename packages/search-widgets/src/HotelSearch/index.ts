export { HotelSearch } from './HotelSearch';
export type { HotelSearchProps } from './HotelSearch';
