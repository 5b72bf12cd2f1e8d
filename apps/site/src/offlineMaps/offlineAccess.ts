/**
 * Who may save maps offline (travel.md §6): paid users (isPro). Everyone else sees the upgrade
 * prompt and the world basemap's low zooms only. Offline the plan cannot be confirmed: a
 * signed-in account whose check failed keeps the areas already saved on this device, since
 * drawing them with the network off is what they were saved for, but cannot save new ones.
 */
export type OfflineMapsAccess = 'checking' | 'save' | 'savedOnly' | 'upgrade';

export const UPGRADE_PROMPT = 'Upgrade to Globetrotter';

export function offlineMapsAccess({
  signedIn,
  loading,
  isPro,
  checkFailed,
  hasSavedAreas,
}: {
  signedIn: boolean;
  /**
   * The session, a signed-in account's plan or this device's saved areas are still being read.
   */
  loading: boolean;
  isPro: boolean;
  /** The last subscription check failed (offline, a server error). */
  checkFailed: boolean;
  hasSavedAreas: boolean;
}): OfflineMapsAccess {
  if (loading) return 'checking';
  if (signedIn && isPro) return 'save';
  if (signedIn && checkFailed && hasSavedAreas) return 'savedOnly';
  return 'upgrade';
}
