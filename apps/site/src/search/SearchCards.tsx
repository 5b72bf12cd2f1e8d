import { FlightSearch, HotelSearch } from '@voyagent/search-widgets';
import { searchLinkConfig } from './searchLinkConfig';
import { loadAirports, loadDestinations } from './searchSources';
import { useLocalCities } from './useLocalCities';
import { useSearchLayout } from './useSearchLayout';

/** The home page's hotel and flight search cards (travel.md §2). */
export function SearchCards() {
  const layout = useSearchLayout();
  const localCities = useLocalCities();
  return (
    <section className="search-cards" aria-label="Search hotels and flights">
      <div className="search-card">
        <h2>Find a hotel</h2>
        <HotelSearch
          linkConfig={searchLinkConfig}
          loadDestinations={loadDestinations}
          localDestinations={localCities}
          layout={layout}
          label="Find a hotel"
        />
      </div>
      <div className="search-card">
        <h2>Find a flight</h2>
        <FlightSearch
          linkConfig={searchLinkConfig}
          loadAirports={loadAirports}
          layout={layout}
          label="Find a flight"
        />
      </div>
    </section>
  );
}
