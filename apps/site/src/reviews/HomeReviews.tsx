import { TRUST_BLOCK_REVIEW_COUNT, TrustBlock, type LoadReviews } from '@voyagent/search-widgets';
import { backend } from '../firebase/callables';
import { contentReviewsPage } from './contentReviewsPage';

// The web SDK's callables cannot be cancelled: an answer after unmounting is dropped by the widget.
const loadReviews: LoadReviews = (request) => backend.reviewsList(request);

// What reviews-list answers until a review is approved: prerendered, so the block keeps its place.
const contentPage = contentReviewsPage(TRUST_BLOCK_REVIEW_COUNT);

/**
 * The home page's reviews section (travel.md §2): the summary and three reviews from reviews-list,
 * which answers the operator's figures and samples until real reviews are approved.
 */
export function HomeReviews() {
  return (
    // The block's summary is itself a region named by its "Traveler reviews" heading.
    <div className="home-reviews">
      <TrustBlock loadReviews={loadReviews} headingLevel={2} initialPage={contentPage} />
    </div>
  );
}
