import { describe, expect, it, vi } from 'vitest';
import { loadSubscription, SUBSCRIPTION_CHECK_FAILED } from './subscriptionLoader';
import { FREE_SUBSCRIPTION, type SubscriptionFields } from './subscriptionRules';

const paid: SubscriptionFields = {
  ...FREE_SUBSCRIPTION,
  subscribed: true,
  subscription_tier: 'Jetsetter',
};
const coded = (code: string) => Object.assign(new Error(code), { code });

describe('loadSubscription', () => {
  it('answers the subscription when the check succeeds, without refreshing the session', async () => {
    const refreshSession = vi.fn(() => Promise.resolve());
    expect(await loadSubscription({ check: () => Promise.resolve(paid), refreshSession })).toEqual({
      kind: 'loaded',
      subscription: paid,
    });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('retries once after a session refresh on an authentication error (AU-028)', async () => {
    const check = vi
      .fn<() => Promise<SubscriptionFields>>()
      .mockRejectedValueOnce(coded('functions/unauthenticated'))
      .mockResolvedValueOnce(paid);
    const refreshSession = vi.fn(() => Promise.resolve());
    expect(await loadSubscription({ check, refreshSession })).toEqual({
      kind: 'loaded',
      subscription: paid,
    });
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('silently resets to free when the session stays broken (AU-022, AU-069)', async () => {
    const refused = () => Promise.reject(coded('functions/unauthenticated'));
    const check = vi.fn(refused);
    expect(await loadSubscription({ check, refreshSession: () => Promise.resolve() })).toEqual({
      kind: 'reset',
      subscription: FREE_SUBSCRIPTION,
    });
    expect(check).toHaveBeenCalledTimes(2);
    expect(
      await loadSubscription({
        check: refused,
        refreshSession: () => Promise.reject(coded('auth/user-token-expired')),
      }),
    ).toEqual({ kind: 'reset', subscription: FREE_SUBSCRIPTION });
  });

  it('reports any other failure with the spec text and retries nothing', async () => {
    const refreshSession = vi.fn(() => Promise.resolve());
    expect(
      await loadSubscription({
        check: () => Promise.reject(coded('functions/internal')),
        refreshSession,
      }),
    ).toEqual({ kind: 'failed', error: SUBSCRIPTION_CHECK_FAILED });
    expect(SUBSCRIPTION_CHECK_FAILED).toBe('Failed to check subscription');
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
