import { FlightSearch } from '@voyagent/search-widgets';
import { searchLinkConfig } from '../search/searchLinkConfig';
import { loadAirports } from '../search/searchSources';
import { SearchLayoutVariants } from '../search/SearchLayoutVariants';
import { SearchLimitNotice, useSearchUsage } from '../search/useSearchUsage';

/** /flights: the flight search, opening the partner's results in a new tab (travel.md §2, §7). */
export function FlightsPage() {
  const usage = useSearchUsage();
  return (
    <section className="search-page" aria-labelledby="flights-title">
      <h1 id="flights-title">Search flights</h1>
      <p className="search-page__lead">
        Compare fares with our travel partner; results open on the partner&apos;s site.
      </p>
      <SearchLimitNotice usage={usage} />
      <SearchLayoutVariants>
        {(layout) => (
          <FlightSearch
            linkConfig={searchLinkConfig}
            loadAirports={loadAirports}
            layout={layout}
            gate={usage.gate}
          />
        )}
      </SearchLayoutVariants>
    </section>
  );
}
