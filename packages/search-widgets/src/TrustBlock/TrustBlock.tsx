import { Skeleton } from '@voyagent/ui-kit/Skeleton';
import { ReviewCard, type HeadingLevel } from '../ReviewParts/ReviewCard';
import type { LoadReviews, ReviewsPage } from '../ReviewParts/reviewData';
import { ReviewLocale } from '../ReviewParts/ReviewLocale';
import { ReviewsEmpty, ReviewsError, ReviewsSkeleton } from '../ReviewParts/ReviewsStatus';
import { useReviewPages } from '../ReviewParts/useReviewPages';
import { useReviewStrings } from '../ReviewParts/useReviewStrings';
import { ReviewSummary } from '../ReviewSummary';
import partStyles from '../ReviewParts/ReviewParts.module.css';
import styles from './TrustBlock.module.css';

/** travel.md §9: the home trust block uses 3 reviews. */
export const TRUST_BLOCK_REVIEW_COUNT = 3;

export interface TrustBlockProps {
  /** Where the summary and reviews come from (the site: reviews-list). */
  loadReviews: LoadReviews;
  /** The level of the block's heading; the reviews' titles are one below. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Texts, numbers and dates; the surrounding I18nProvider's locale when not given. */
  locale?: string;
  /**
   * A page to show until `loadReviews` answers (e.g. the host's own figures and samples, known at
   * build time): the block renders in its final shape at once, also in server-rendered markup, so
   * nothing below it moves when the answer arrives.
   */
  initialPage?: ReviewsPage;
}

/**
 * The home trust block: the reviews summary and the three best-ranked reviews as snippets cut at
 * 80 characters, samples labelled. One request feeds both.
 */
export function TrustBlock({ locale, ...props }: TrustBlockProps) {
  return (
    <ReviewLocale locale={locale}>
      <SummaryAndSnippets {...props} />
    </ReviewLocale>
  );
}

function SummaryAndSnippets({
  loadReviews,
  headingLevel = 2,
  initialPage,
}: Omit<TrustBlockProps, 'locale'>) {
  const { strings } = useReviewStrings();
  const { state, retry } = useReviewPages(loadReviews, TRUST_BLOCK_REVIEW_COUNT, initialPage);
  const titleLevel = (headingLevel + 1) as HeadingLevel;
  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <Skeleton shape="rect" height="7rem" />
        <ReviewsSkeleton count={TRUST_BLOCK_REVIEW_COUNT} />
      </>
    );
  } else if (state.status === 'error') {
    body = <ReviewsError onRetry={retry} />;
  } else {
    body = (
      <>
        <ReviewSummary summary={state.summary} headingLevel={headingLevel} />
        {state.reviews.length === 0 ? (
          <ReviewsEmpty />
        ) : (
          <ul className={partStyles.list} aria-label={strings.format('reviewsLabel')}>
            {state.reviews.slice(0, TRUST_BLOCK_REVIEW_COUNT).map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                headingLevel={titleLevel}
                text="snippet"
              />
            ))}
          </ul>
        )}
      </>
    );
  }
  return <div className={styles.trust}>{body}</div>;
}
