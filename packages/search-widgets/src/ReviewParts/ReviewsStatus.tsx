import { Button } from '@voyagent/ui-kit/Button';
import { Card } from '@voyagent/ui-kit/Card';
import { Skeleton } from '@voyagent/ui-kit/Skeleton';
import { useReviewStrings } from './useReviewStrings';
import styles from './ReviewParts.module.css';

/**
 * Placeholders shaped like `count` review cards while the first page loads, so the space the
 * reviews will take is held from the start. The region says it is busy; the bones are hidden.
 */
export function ReviewsSkeleton({ count }: { count: number }) {
  const { strings } = useReviewStrings();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{strings.format('loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className={styles.card} padding="md">
          <Skeleton width="6rem" />
          <Skeleton width="60%" />
          <Skeleton lines={2} />
          <Skeleton width="40%" />
        </Card>
      ))}
    </div>
  );
}

/** The first page could not be loaded: a short message and a retry; the page stays usable. */
export function ReviewsError({ onRetry }: { onRetry: () => void }) {
  const { strings } = useReviewStrings();
  return (
    <div className={styles.message}>
      <p role="status">{strings.format('loadFailed')}</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {strings.format('retry')}
      </Button>
    </div>
  );
}

export function ReviewsEmpty() {
  const { strings } = useReviewStrings();
  return (
    <p className={styles.message} role="status">
      {strings.format('empty')}
    </p>
  );
}
