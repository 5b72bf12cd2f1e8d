import { FlightSearch, HotelSearch } from '@voyagent/search-widgets';
import { searchLinkConfig } from './searchLinkConfig';
import { loadAirports, loadDestinations } from './searchSources';
import { useLocalCities } from './useLocalCities';
import { SearchLayoutVariants } from './SearchLayoutVariants';
import { SearchLimitNotice, useSearchUsage } from './useSearchUsage';

/**
 * The /flights and /accommodation-search forms with their daily-cap notice: one chunk, kept out
 * of those pages' first load (their prerendered markup takes typing until it loads).
 */
export function FlightSearchForm() {
  const usage = useSearchUsage();
  return (
    <>
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
    </>
  );
}

export function HotelSearchForm() {
  const localCities = useLocalCities();
  const usage = useSearchUsage();
  return (
    <>
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
    </>
  );
}
