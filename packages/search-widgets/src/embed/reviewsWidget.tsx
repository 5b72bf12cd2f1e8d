import { TrustBlock } from '../TrustBlock';
import type { LoadReviews } from '../ReviewParts/reviewData';
import type { EmbedOptions } from './embedConfig';
import { endpointReviewSource } from './embedReviews';
import { mountWidget } from './mountWidget';

/** Without an address the block shows its error state, and the partner's developer is told why. */
const notConfigured: LoadReviews = () => {
  console.warn('Voyagent embed: the reviews widget has no address: set data-reviews-url.');
  return Promise.reject(new Error('No reviews-list address'));
};

/** The `reviews` chunk: the trust block (summary and three snippets) from `reviews-list`. */
export function mount(root: ShadowRoot, options: EmbedOptions, pageNonce: string | null) {
  // The block names itself with its heading ("Traveler reviews").
  return mountWidget(root, options, pageNonce, ({ config }) => (
    <TrustBlock
      loadReviews={config.reviewsUrl ? endpointReviewSource(config.reviewsUrl) : notConfigured}
    />
  ));
}
