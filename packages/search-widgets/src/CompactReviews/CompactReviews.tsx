import { ReviewCard, type HeadingLevel } from '../ReviewParts/ReviewCard';
import type { LoadReviews } from '../ReviewParts/reviewData';
import { ReviewLocale } from '../ReviewParts/ReviewLocale';
import { ReviewsEmpty, ReviewsError, ReviewsSkeleton } from '../ReviewParts/ReviewsStatus';
import { useReviewPages } from '../ReviewParts/useReviewPages';
import { useReviewStrings } from '../ReviewParts/useReviewStrings';
import partStyles from '../ReviewParts/ReviewParts.module.css';
import styles from './CompactReviews.module.css';

/** travel.md §9: the compact list shows 2 reviews. */
export const COMPACT_REVIEW_COUNT = 2;

export interface CompactReviewsProps {
  /** Where the reviews come from (the site: reviews-list); the first two are shown. */
  loadReviews: LoadReviews;
  /** The level of each review's title: one below the heading the list sits under. */
  headingLevel?: HeadingLevel;
  /** Texts and dates; the surrounding I18nProvider's locale when not given. */
  locale?: string;
}

/** The two best-ranked reviews, their texts cut to snippets, samples labelled. */
export function CompactReviews({ locale, ...props }: CompactReviewsProps) {
  return (
    <ReviewLocale locale={locale}>
      <TwoReviews {...props} />
    </ReviewLocale>
  );
}

function TwoReviews({ loadReviews, headingLevel = 3 }: Omit<CompactReviewsProps, 'locale'>) {
  const { strings } = useReviewStrings();
  const { state, retry } = useReviewPages(loadReviews, COMPACT_REVIEW_COUNT);
  let body;
  if (state.status === 'loading') body = <ReviewsSkeleton count={COMPACT_REVIEW_COUNT} />;
  else if (state.status === 'error') body = <ReviewsError onRetry={retry} />;
  else if (state.reviews.length === 0) body = <ReviewsEmpty />;
  else {
    body = (
      <ul className={partStyles.list} aria-label={strings.format('reviewsLabel')}>
        {state.reviews.slice(0, COMPACT_REVIEW_COUNT).map((review) => (
          <ReviewCard key={review.id} review={review} headingLevel={headingLevel} text="snippet" />
        ))}
      </ul>
    );
  }
  return <div className={styles.compact}>{body}</div>;
}
