export {
  ConnectionBanner,
  OfflineBanner,
  OfflineModeBadge,
  pendingActionsText,
  SyncingBanner,
} from './OfflineStatus';
export { browserNetwork, useOfflineQueue, useOfflineToast, useOnlineStatus } from './useOffline';
export type { NetworkStatus } from './useOffline';
