import { marketingClaims } from '@voyagent/contracts/content';
import { HotelSearch } from '@voyagent/search-widgets';
import { ClaimList } from '../content/ClaimList';
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
      <ClaimList label="At a glance" claims={[marketingClaims.properties]} />
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
