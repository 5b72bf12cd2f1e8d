import { marketingClaims } from '@voyagent/contracts/content';
import { ClaimList } from '../content/ClaimList';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';

const searchForms = markupLoader(() => import('../search/SearchPageForms'));

/**
 * /accommodation-search: the hotel search, opening the partner's results in a new tab. The form
 * hydrates as its prerendered markup and goes live at the first touch or after idle.
 */
export function AccommodationSearchPage() {
  return (
    <section className="search-page" aria-labelledby="hotels-title">
      <h1 id="hotels-title">Search hotels</h1>
      <p className="search-page__lead">
        Find a place to stay; results open on our partner&apos;s site.
      </p>
      <ClaimList label="At a glance" claims={[marketingClaims.properties]} />
      <DeferredMarkup
        kind="search"
        name="hotels"
        loader={searchForms}
        render={(module) => <module.HotelSearchForm />}
      />
    </section>
  );
}
