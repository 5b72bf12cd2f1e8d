import { FlightSearch, HotelSearch } from '@voyagent/search-widgets';
import { searchLinkConfig } from './searchLinkConfig';
import { loadAirports, loadDestinations } from './searchSources';
import { useFocusedOnce, useLocalCities } from './useLocalCities';
import { SearchLayoutVariants } from './SearchLayoutVariants';
import { SearchLimitNotice, useSearchUsage } from './useSearchUsage';

/**
 * The home page's hotel and flight search cards (travel.md §2). The city list loads at a field's
 * first focus: most visitors of home never type a destination here.
 */
export function SearchCards() {
  const [focused, focusRef] = useFocusedOnce();
  const localCities = useLocalCities(focused);
  const usage = useSearchUsage();
  return (
    <section className="search-cards" aria-label="Search hotels and flights" ref={focusRef}>
      <SearchLimitNotice usage={usage} />
      <div className="search-card">
        <h2>Find a hotel</h2>
        <SearchLayoutVariants>
          {(layout) => (
            <HotelSearch
              linkConfig={searchLinkConfig}
              loadDestinations={loadDestinations}
              localDestinations={localCities}
              layout={layout}
              label="Find a hotel"
              gate={usage.gate}
            />
          )}
        </SearchLayoutVariants>
      </div>
      <div className="search-card">
        <h2>Find a flight</h2>
        <SearchLayoutVariants>
          {(layout) => (
            <FlightSearch
              linkConfig={searchLinkConfig}
              loadAirports={loadAirports}
              layout={layout}
              label="Find a flight"
              gate={usage.gate}
            />
          )}
        </SearchLayoutVariants>
      </div>
    </section>
  );
}
