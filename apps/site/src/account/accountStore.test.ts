import type { UsageAnswer } from '@voyagent/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const backend = vi.hoisted(() => ({
  checkSubscription: vi.fn(),
  getUserUsage: vi.fn(),
  getDeviceUsage: vi.fn(),
  incrementUserUsage: vi.fn(),
  incrementDeviceUsage: vi.fn(),
}));
vi.mock('../firebase/callables', () => ({ backend }));
vi.mock('../firebase/sdk', () => ({
  loadAuthSdk: () => Promise.resolve({ auth: { currentUser: null } }),
}));

const { refreshAccount, useAccountStore } = await import('./accountStore');

const free = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: true,
};
const globetrotter = { ...free, subscribed: true, subscription_tier: 'Globetrotter' };
const capped: UsageAnswer = { allowed: false, count: 3, limit: 3, remaining: 0 };

/** Usage reads that answer only when the test says so, as a slow server would. */
function slowUsage() {
  const waiting: Array<() => void> = [];
  backend.getUserUsage.mockImplementation(
    () => new Promise<UsageAnswer>((resolve) => waiting.push(() => resolve(capped))),
  );
  return {
    /** Answers every read asked so far, and every later one at once. */
    answerAll: () => {
      backend.getUserUsage.mockResolvedValue(capped);
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

let uid = 0;
/** A new account per test: the store's stale-answer guard is per account. */
const nextUser = () => ({ uid: `u${(uid += 1)}`, email: `user${uid}@example.com` });

beforeEach(() => {
  for (const fn of Object.values(backend)) fn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('refreshAccount', () => {
  it("publishes a paid plan before the usage counters answer, and never a paid user's banner", async () => {
    const usage = slowUsage();
    backend.checkSubscription.mockResolvedValue(globetrotter);
    const done = refreshAccount(nextUser());
    expect(useAccountStore.getState().loading).toBe(true);
    await vi.waitFor(() => expect(useAccountStore.getState().loading).toBe(false));
    expect(useAccountStore.getState()).toMatchObject({ subscription: globetrotter, usage: null });
    expect(backend.getUserUsage).toHaveBeenCalled();

    usage.answerAll();
    await done;
    expect(useAccountStore.getState().usage).toBeNull();
  });

  it("shows a free user's plan at once and the usage banner when the counters answer", async () => {
    const usage = slowUsage();
    backend.checkSubscription.mockResolvedValue(free);
    const done = refreshAccount(nextUser());
    await vi.waitFor(() => expect(useAccountStore.getState().loading).toBe(false));
    expect(useAccountStore.getState()).toMatchObject({ subscription: free, usage: null });

    usage.answerAll();
    await done;
    expect(useAccountStore.getState().usage).toMatchObject({ level: 'exhausted' });
  });

  it('clears a free banner as soon as the plan turns paid, before the counters answer again', async () => {
    backend.getUserUsage.mockResolvedValue(capped);
    backend.checkSubscription.mockResolvedValue(free);
    const user = nextUser();
    await refreshAccount(user);
    expect(useAccountStore.getState().usage).not.toBeNull();

    const usage = slowUsage();
    backend.checkSubscription.mockResolvedValue(globetrotter);
    const done = refreshAccount(user);
    await vi.waitFor(() =>
      expect(useAccountStore.getState().subscription).toMatchObject({ subscribed: true }),
    );
    expect(useAccountStore.getState().usage).toBeNull();
    usage.answerAll();
    await done;
    expect(useAccountStore.getState().usage).toBeNull();
  });

  it("starts another account from loading, and drops the previous one's late answers", async () => {
    const usage = slowUsage();
    backend.checkSubscription.mockResolvedValueOnce(globetrotter);
    const first = refreshAccount(nextUser());
    await vi.waitFor(() => expect(useAccountStore.getState().loading).toBe(false));

    // Signed in as someone else while the first account's counters are still being read.
    let answerPlan: (plan: typeof free) => void = () => {};
    backend.checkSubscription.mockReturnValueOnce(new Promise((resolve) => (answerPlan = resolve)));
    const second = refreshAccount(nextUser());
    expect(useAccountStore.getState()).toMatchObject({
      subscription: { subscribed: false },
      loading: true,
    });
    usage.answerAll();
    await first;
    expect(useAccountStore.getState()).toMatchObject({ loading: true, usage: null });

    answerPlan(free);
    await second;
    expect(useAccountStore.getState()).toMatchObject({ subscription: free, loading: false });
    expect(useAccountStore.getState().usage).toMatchObject({ level: 'exhausted' });
  });
});
