import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';

const searchForms = markupLoader(() => import('../search/SearchPageForms'));

/**
 * /flights: the flight search, opening the partner's results in a new tab (travel.md §2, §7).
 * The form hydrates as its prerendered markup and goes live at the first touch or after idle.
 */
export function FlightsPage() {
  return (
    <section className="search-page" aria-labelledby="flights-title">
      <h1 id="flights-title">Search flights</h1>
      <p className="search-page__lead">
        Compare fares with our travel partner; results open on the partner&apos;s site.
      </p>
      <DeferredMarkup
        kind="search"
        name="flights"
        loader={searchForms}
        render={(module) => <module.FlightSearchForm />}
      />
    </section>
  );
}
