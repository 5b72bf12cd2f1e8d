import { Badge } from '@voyagent/ui-kit/Badge';
import { Card } from '@voyagent/ui-kit/Card';
import { createElement } from 'react';
import { reviewSnippet } from '../reviews/reviewSnippet';
import type { ReviewItem } from './reviewData';
import { formatReviewDate } from './reviewFormat';
import { StarRating } from './StarRating';
import { useReviewStrings } from './useReviewStrings';
import styles from './ReviewParts.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ReviewCardProps {
  review: ReviewItem;
  /** The level of the review's title, one below the heading of the list around it. */
  headingLevel: HeadingLevel;
  /** `snippet`: the text cut at 80 characters (compact list, trust block). */
  text?: 'full' | 'snippet';
}

/** One review in a list: an `li`, with a "Sample review" badge on every sample. */
export function ReviewCard({ review, headingLevel, text = 'full' }: ReviewCardProps) {
  const { strings, locale } = useReviewStrings();
  const date = formatReviewDate(locale, review.created_at);
  const isSample = review.source === 'mock';
  return (
    <Card as="li" className={styles.card} padding="md">
      <div className={styles.cardTop}>
        <StarRating rating={review.rating} />
        {isSample && <Badge variant="info">{strings.format('sampleReview')}</Badge>}
        {review.verification_status === 'verified' && (
          <Badge variant="success">{strings.format('verifiedTrip')}</Badge>
        )}
      </div>
      {createElement(`h${headingLevel}`, { className: styles.title }, review.title)}
      <p className={styles.content}>
        {text === 'snippet' ? reviewSnippet(review.content) : review.content}
      </p>
      <p className={styles.byline}>
        <span className={styles.author}>{review.user_name}</span>
        <span>
          {review.trip_destination} · {strings.format(`trip_${review.trip_type}`)}
        </span>
        {date && <time dateTime={review.created_at}>{date}</time>}
      </p>
      {text === 'full' && review.helpful_count > 0 && (
        <p className={styles.helpful}>
          {strings.format('helpful', { count: review.helpful_count })}
        </p>
      )}
    </Card>
  );
}
