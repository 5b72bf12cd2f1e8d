import { formatRating } from './reviewFormat';
import { useReviewStrings } from './useReviewStrings';
import styles from './ReviewParts.module.css';

export interface StarRatingProps {
  rating: number;
  scale?: number;
}

/**
 * Stars for the eye and "4 out of 5 stars" for everyone else: the stars are hidden from assistive
 * tech and the sentence is visually hidden text, so it is read (and found) as text.
 */
export function StarRating({ rating, scale = 5 }: StarRatingProps) {
  const { strings, locale } = useReviewStrings();
  const filled = Math.min(scale, Math.max(0, Math.round(rating)));
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">
        {Array.from({ length: scale }, (_, index) => (
          <span key={index} className={index < filled ? styles.starFilled : styles.starEmpty}>
            ★
          </span>
        ))}
      </span>
      <span className={styles.visuallyHidden}>
        {strings.format('starsOutOf', { rating: formatRating(locale, rating), scale })}
      </span>
    </span>
  );
}
