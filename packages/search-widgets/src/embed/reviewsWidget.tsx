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

/** This widget's stylesheets: the embed build writes them in place of the marker. */
const WIDGET_CSS = '/*__VOYAGENT_EMBED_CSS__*/';

/** The `reviews` chunk: the trust block (summary and three snippets) from `reviews-list`. */
export function mount(root: ShadowRoot, options: EmbedOptions, pageNonce: string | null) {
  // The block names itself with its heading ("Traveler reviews").
  return mountWidget(root, options, pageNonce, WIDGET_CSS, ({ config }) => (
    <TrustBlock
      loadReviews={config.reviewsUrl ? endpointReviewSource(config.reviewsUrl) : notConfigured}
    />
  ));
}
