/**
 * Reading the subscription (travel.md §4, §7, §8): check-subscription with the session's bearer
 * token, retried once after a session refresh on an authentication error. A session that stays
 * broken silently reads as free; any other failure shows "Failed to check subscription" and keeps
 * the last known state.
 */
import { FREE_SUBSCRIPTION, type SubscriptionFields } from './subscriptionRules';

/** Refresh the subscription this often while the page is open (travel.md §4, §9). */
export const SUBSCRIPTION_REFRESH_MS = 30_000;

export const SUBSCRIPTION_CHECK_FAILED = 'Failed to check subscription';

/** Error codes that mean the session, not the subscription, is the problem. */
const SESSION_ERROR_CODES = new Set([
  'functions/unauthenticated',
  'unauthenticated',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function isSessionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SESSION_ERROR_CODES.has(code);
}

export type SubscriptionLoad =
  | { kind: 'loaded'; subscription: SubscriptionFields }
  | { kind: 'reset'; subscription: SubscriptionFields }
  | { kind: 'failed'; error: string };

export interface SubscriptionLoaderDeps {
  check: () => Promise<SubscriptionFields>;
  /** Forces a new session token; rejects when the session cannot be refreshed. */
  refreshSession: () => Promise<unknown>;
}

export async function loadSubscription({
  check,
  refreshSession,
}: SubscriptionLoaderDeps): Promise<SubscriptionLoad> {
  try {
    return { kind: 'loaded', subscription: await check() };
  } catch (error) {
    if (!isSessionError(error)) return { kind: 'failed', error: SUBSCRIPTION_CHECK_FAILED };
  }
  const reset: SubscriptionLoad = { kind: 'reset', subscription: FREE_SUBSCRIPTION };
  try {
    await refreshSession();
  } catch {
    return reset;
  }
  try {
    return { kind: 'loaded', subscription: await check() };
  } catch (error) {
    return isSessionError(error) ? reset : { kind: 'failed', error: SUBSCRIPTION_CHECK_FAILED };
  }
}
