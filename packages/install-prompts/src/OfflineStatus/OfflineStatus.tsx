import { Badge } from '@voyagent/ui-kit/Badge';
import { Banner } from '@voyagent/ui-kit/Banner';
import { offlineBanner, OFFLINE_TEXTS } from '../offlineQueue/offlineQueue';
import styles from './OfflineStatus.module.css';

/** The spec gives the count without words (shell.md §4). */
export function pendingActionsText(count: number): string {
  return count === 1 ? '1 action waiting to sync' : `${count} actions waiting to sync`;
}

function safeCount(count: number): number {
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** shell.md §4: red, "You're offline", with the pending-action count if any. An alert. */
export function OfflineBanner({
  pendingCount = 0,
  className,
}: {
  pendingCount?: number;
  className?: string;
}) {
  const count = safeCount(pendingCount);
  return (
    <Banner
      variant="danger"
      title={OFFLINE_TEXTS.offline}
      description={count > 0 ? pendingActionsText(count) : undefined}
      className={className}
    />
  );
}

/** shell.md §4: green "Syncing" while the queued actions are resent. */
export function SyncingBanner({
  pendingCount = 0,
  className,
}: {
  pendingCount?: number;
  className?: string;
}) {
  const count = safeCount(pendingCount);
  return (
    <Banner
      variant="success"
      title={OFFLINE_TEXTS.syncing}
      description={count > 0 ? pendingActionsText(count) : undefined}
      className={className}
    />
  );
}

/** shell.md §4: offline → red banner; online with pending actions → green; otherwise nothing. */
export function ConnectionBanner({
  online,
  pendingCount,
  className,
}: {
  online: boolean;
  pendingCount: number;
  className?: string;
}) {
  const banner = offlineBanner({ online, pendingCount });
  if (!banner) return null;
  return banner.tone === 'red' ? (
    <OfflineBanner pendingCount={banner.pendingCount} className={className} />
  ) : (
    <SyncingBanner pendingCount={pendingCount} className={className} />
  );
}

/** shell.md §4: the Offline Mode badge with the pending count, in a polite live region. */
export function OfflineModeBadge({
  pendingCount = 0,
  className,
}: {
  pendingCount?: number;
  className?: string;
}) {
  const count = safeCount(pendingCount);
  return (
    <span role="status" className={className}>
      <Badge variant="warning">
        {OFFLINE_TEXTS.offlineMode}
        {count > 0 && (
          <>
            <span aria-hidden="true"> · </span>
            <span className={styles.visuallyHidden}>, </span>
            {pendingActionsText(count)}
          </>
        )}
      </Badge>
    </span>
  );
}
