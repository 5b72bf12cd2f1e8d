import type { SubscriptionFields } from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { useLaunchSplashState } from '../shell/launchSplashState';

const backend = vi.hoisted(() => ({
  checkSubscription: vi.fn(),
  getUserUsage: vi.fn(),
  getDeviceUsage: vi.fn(),
  incrementUserUsage: vi.fn(),
  incrementDeviceUsage: vi.fn(),
  customerPortal: vi.fn(),
  getClientIp: vi.fn(),
  storeDeviceFingerprint: vi.fn(),
}));
const auth = vi.hoisted(() => ({ currentUser: { getIdToken: vi.fn() } }));
vi.mock('../firebase/callables', () => ({ backend }));
vi.mock('../firebase/client', () => ({ auth }));
vi.mock('../firebase/sdk', () => ({ loadAuthSdk: () => Promise.resolve({ auth }) }));

const { AccountRuntime } = await import('./AccountRuntime');
const { useAccountStore } = await import('./accountStore');

const free = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
};
const usage = (count: number, limit: number): UsageAnswer => ({
  allowed: count < limit,
  count,
  limit,
  remaining: limit - count,
});
const coded = (code: string) => Object.assign(new Error(code), { code });

/** Lets the refresh's chain of awaited calls settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(10));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  for (const fn of Object.values(backend)) fn.mockReset();
  backend.getUserUsage.mockImplementation(({ usage_type }: { usage_type: string }) =>
    Promise.resolve(usage_type === 'itinerary_generations' ? usage(3, 3) : usage(0, 10)),
  );
  backend.getClientIp.mockResolvedValue({ ip: null });
  backend.storeDeviceFingerprint.mockResolvedValue({ stored: true });
  useAccountStore.setState({ subscription: free, loading: true, error: null, usage: null });
  useAuthStore.setState({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@example.com' },
  });
  useLaunchSplashState.setState({ showing: false });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('AccountRuntime', () => {
  it('reads the subscription at once and every 30 s, and the banners follow it (AU-020, AU-021)', async () => {
    backend.checkSubscription.mockResolvedValueOnce({ ...free });
    render(<AccountRuntime />);
    await settle();
    expect(backend.checkSubscription).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Start your 7-day free trial')).toBeInTheDocument();
    // SI-007: the marketing claim of a 7-day free trial with no credit card.
    expect(
      screen.getByText('Unlimited use of every tool. No credit card required.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You've used all 3 free itinerary generations for today"),
    ).toBeInTheDocument();

    backend.checkSubscription.mockResolvedValueOnce({
      ...free,
      subscribed: true,
      subscription_tier: 'Globetrotter',
      trial_used: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(backend.checkSubscription).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(backend.checkSubscription).toHaveBeenCalledTimes(2);
    expect(screen.getByText("You're on Globetrotter")).toBeInTheDocument();
    expect(screen.queryByText('Start your 7-day free trial')).toBeNull();
    expect(screen.queryByText(/itinerary generations/)).toBeNull();
  });

  it('keeps the last state with the spec text when a check fails (AU-017)', async () => {
    backend.checkSubscription
      .mockResolvedValueOnce({ ...free, trial_used: true, trial_end: '2026-03-01T00:00:00Z' })
      .mockRejectedValueOnce(coded('functions/internal'));
    render(<AccountRuntime />);
    await settle();
    expect(screen.getByText('TRIAL EXPIRED')).toBeInTheDocument();
    // AU-006: the expired-trial banner's first-month offer.
    expect(
      screen.getByText('Your free trial has ended. Upgrade now and get 20% off your first month.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await settle();
    expect(screen.getByText('Failed to check subscription')).toBeInTheDocument();
    expect(screen.getByText('TRIAL EXPIRED')).toBeInTheDocument();
  });

  it('refreshes the session once on an auth error, then resets to free silently', async () => {
    useAccountStore.setState({
      subscription: { ...free, subscribed: true, subscription_tier: 'Jetsetter' },
    });
    backend.checkSubscription.mockRejectedValue(coded('functions/unauthenticated'));
    render(<AccountRuntime />);
    await settle();
    expect(auth.currentUser.getIdToken).toHaveBeenCalledWith(true);
    expect(backend.checkSubscription).toHaveBeenCalledTimes(2);
    expect(useAccountStore.getState()).toMatchObject({ subscription: free, error: null });
    expect(screen.queryByText('Failed to check subscription')).toBeNull();
  });

  it('keeps the trial offer in place for a member last offered it, until the plan says otherwise', async () => {
    // A member's first visit: nothing is known, the banners' place stays empty while loading.
    let answer: (subscription: SubscriptionFields) => void = () => {};
    backend.checkSubscription.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { unmount } = render(<AccountRuntime />);
    await settle();
    expect(screen.queryByText('Start your 7-day free trial')).toBeNull();
    answer({ ...free });
    await settle();
    expect(screen.getByText('Start your 7-day free trial')).toBeInTheDocument();
    unmount();

    // The next page load: the offer shows while the plan loads, and stays once it is read.
    useAccountStore.setState({ loading: true });
    render(<AccountRuntime />);
    await settle();
    expect(screen.getByText('Start your 7-day free trial')).toBeInTheDocument();
    answer({ ...free, is_trial: true, trial_used: true, trial_end: '2026-03-15T00:00:00Z' });
    await settle();
    // The plan now has a running trial: its banner replaces the offer, and the next load waits.
    expect(screen.getByText('Free trial: 5 days left')).toBeInTheDocument();
    expect(screen.queryByText('Start your 7-day free trial')).toBeNull();
    expect(localStorage.getItem('voyagent.trialOffer')).toBeNull();
  });

  it('computes and sends the device fingerprint once idle, after the launch splash if it shows', async () => {
    backend.checkSubscription.mockResolvedValue({ ...free });
    // A new page: the fingerprint is computed once per page.
    vi.resetModules();
    const splash = (await import('../shell/launchSplashState')).useLaunchSplashState;
    const Runtime = (await import('./AccountRuntime')).AccountRuntime;
    splash.setState({ showing: true });
    render(<Runtime />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(backend.storeDeviceFingerprint).not.toHaveBeenCalled();

    act(() => splash.getState().complete());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(backend.storeDeviceFingerprint).toHaveBeenCalledOnce();
    expect(localStorage.getItem('device_fingerprint')).toMatch(/^[0-9a-f]+$/);
  });
});
