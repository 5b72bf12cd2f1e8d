import { HotelSearch } from '@voyagent/search-widgets';
import { searchLinkConfig } from '../search/searchLinkConfig';
import { loadDestinations } from '../search/searchSources';
import { useLocalCities } from '../search/useLocalCities';
import { SearchLayoutVariants } from '../search/SearchLayoutVariants';
import { SearchLimitNotice, useSearchUsage } from '../search/useSearchUsage';

/** /accommodation-search: the hotel search, opening the partner's results in a new tab. */
export function AccommodationSearchPage() {
  const localCities = useLocalCities();
  const usage = useSearchUsage();
  return (
    <section className="search-page" aria-labelledby="hotels-title">
      <h1 id="hotels-title">Search hotels</h1>
      <p className="search-page__lead">
        Find a place to stay; results open on our partner&apos;s site.
      </p>
      <SearchLimitNotice usage={usage} />
      <SearchLayoutVariants>
        {(layout) => (
          <HotelSearch
            linkConfig={searchLinkConfig}
            loadDestinations={loadDestinations}
            localDestinations={localCities}
            layout={layout}
            gate={usage.gate}
          />
        )}
      </SearchLayoutVariants>
    </section>
  );
}
