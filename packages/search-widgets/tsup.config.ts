import { packageConfig } from '../../tsup.packages';

/**
 * Entry points: the whole package, and the pure rule modules the backend also runs
 * (`@voyagent/search-widgets/airports`, `@voyagent/search-widgets/reviews`), which import no
 * React, CSS or DOM, so the functions can bundle them through @voyagent/contracts; and the local
 * city list (`@voyagent/search-widgets/cities`), which a site loads when an autocomplete needs it.
 * Shared code lands in chunks, loaded once; the airport list is a chunk of its own, loaded on first search.
 */
const entries = {
  index: 'src/index.ts',
  airports: 'src/airports/index.ts',
  reviews: 'src/reviews/index.ts',
  cities: 'src/cities/index.ts',
};

export default packageConfig({ entry: entries, dts: { entry: entries }, splitting: true });
