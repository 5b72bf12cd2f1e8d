import { createElement, useId } from 'react';
import type { HeadingLevel } from '../ReviewParts/ReviewCard';
import type { ReviewFigures } from '../ReviewParts/reviewData';
import { formatPercent, formatRating } from '../ReviewParts/reviewFormat';
import { ReviewLocale } from '../ReviewParts/ReviewLocale';
import { StarRating } from '../ReviewParts/StarRating';
import { useReviewStrings } from '../ReviewParts/useReviewStrings';
import styles from './ReviewSummary.module.css';

export interface ReviewSummaryProps {
  /**
   * The figures: reviews-list's `summary` (the operator content file's, or the real ones once
   * reviews are approved), or the content file's `reviewFigures` where no backend is at hand.
   */
  summary: ReviewFigures;
  /** The level of the summary's heading ("Traveler reviews"). */
  headingLevel?: HeadingLevel;
  /** Texts and number formats; the surrounding I18nProvider's locale when not given. */
  locale?: string;
}

/** The reviews summary (travel.md §2): 4.8 of 5, 15,847 reviews, 95% recommend, +98% growth. */
export function ReviewSummary({ locale, ...props }: ReviewSummaryProps) {
  return (
    <ReviewLocale locale={locale}>
      <SummaryFigures {...props} />
    </ReviewLocale>
  );
}

function SummaryFigures({ summary, headingLevel = 2 }: Omit<ReviewSummaryProps, 'locale'>) {
  const { strings, locale } = useReviewStrings();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: styles.heading },
        strings.format('heading'),
      )}
      <div className={styles.score}>
        <span className={styles.rating} aria-hidden="true">
          {formatRating(locale, summary.rating)}
        </span>
        <StarRating rating={summary.rating} scale={summary.ratingScale} />
      </div>
      <ul className={styles.figures}>
        <li>{strings.format('reviewCount', { count: summary.reviewCount })}</li>
        <li>
          {strings.format('recommend', {
            percent: formatPercent(locale, summary.recommendPercent),
          })}
        </li>
        <li>
          {strings.format('growth', {
            percent: formatPercent(locale, summary.growthPercent, true),
          })}
        </li>
      </ul>
    </section>
  );
}
