export {
  ConnectionBanner,
  OfflineBanner,
  OfflineModeBadge,
  pendingActionsText,
  SyncingBanner,
} from './OfflineStatus';
export {
  browserNetwork,
  SYNC_RETRY_DELAY_MS,
  useOfflineQueue,
  useOfflineToast,
  useOnlineStatus,
} from './useOffline';
export type { NetworkStatus } from './useOffline';
