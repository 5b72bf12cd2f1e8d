import { Button } from '@voyagent/ui-kit/Button';
import type { ReactNode } from 'react';
import { ReviewCard, type HeadingLevel } from '../ReviewParts/ReviewCard';
import type { LoadReviews } from '../ReviewParts/reviewData';
import { ReviewLocale } from '../ReviewParts/ReviewLocale';
import { ReviewsEmpty, ReviewsError, ReviewsSkeleton } from '../ReviewParts/ReviewsStatus';
import { useReviewPages } from '../ReviewParts/useReviewPages';
import { useReviewStrings } from '../ReviewParts/useReviewStrings';
import partStyles from '../ReviewParts/ReviewParts.module.css';
import styles from './ReviewList.module.css';

export const DEFAULT_REVIEW_PAGE_SIZE = 10;

export interface ReviewListProps {
  /** Where the reviews come from (the site: reviews-list). */
  loadReviews: LoadReviews;
  /** Reviews per page; "Load more reviews" fetches the next one. */
  pageSize?: number;
  /** The level of each review's title: one below the heading the list sits under. */
  headingLevel?: HeadingLevel;
  /** Texts, numbers and dates; the surrounding I18nProvider's locale when not given. */
  locale?: string;
}

/** Every review, a page at a time, samples labelled (travel.md §3, §9). */
export function ReviewList({ locale, ...props }: ReviewListProps) {
  return (
    <ReviewLocale locale={locale}>
      <PagedReviews {...props} />
    </ReviewLocale>
  );
}

function PagedReviews({
  loadReviews,
  pageSize = DEFAULT_REVIEW_PAGE_SIZE,
  headingLevel = 3,
}: Omit<ReviewListProps, 'locale'>) {
  const { strings } = useReviewStrings();
  const { state, loadMore, retry } = useReviewPages(loadReviews, pageSize);
  if (state.status === 'loading') {
    return (
      <Frame>
        <ReviewsSkeleton count={Math.min(pageSize, 3)} />
      </Frame>
    );
  }
  if (state.status === 'error')
    return (
      <Frame>
        <ReviewsError onRetry={retry} />
      </Frame>
    );
  if (state.reviews.length === 0)
    return (
      <Frame>
        <ReviewsEmpty />
      </Frame>
    );
  return (
    <Frame>
      <ul className={partStyles.list} aria-label={strings.format('reviewsLabel')}>
        {state.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} headingLevel={headingLevel} />
        ))}
      </ul>
      {/* A status, not the button's pending state: react-aria announces that by the button's id,
          and the button goes once the last page is in. */}
      <p role="status" className={styles.moreStatus}>
        {state.loadingMore && strings.format('loading')}
        {state.moreFailed && strings.format('loadMoreFailed')}
      </p>
      {state.nextOffset !== null && (
        <Button variant="secondary" onPress={loadMore} className={styles.more}>
          {strings.format('loadMore')}
        </Button>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
