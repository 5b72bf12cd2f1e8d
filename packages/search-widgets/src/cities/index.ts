// @voyagent/search-widgets/cities: the bundled local city list, an entry of its own so a site or
// embed loads it (16 KB gzip) only when an autocomplete needs it.
export { localCities } from './localCities';
