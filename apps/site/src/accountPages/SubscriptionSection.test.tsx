import { act, render, screen } from '@testing-library/react';
import { FREE_SUBSCRIPTION } from '@voyagent/account';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../account/accountStore';
import { useAuthStore } from '../auth/authStore';
import { SubscriptionSection } from './SubscriptionSection';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({ backend: {} }));

const region = () => screen.getByRole('region', { name: 'Your plan' });

describe("the dashboard's plan", () => {
  beforeEach(() => {
    useAuthStore.setState({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ada@example.com' },
    });
    useAccountStore.setState({
      subscription: FREE_SUBSCRIPTION,
      loading: true,
      error: null,
      usage: null,
    });
  });

  it('says it is loading, busy, with the free plan’s place kept and nothing to press', () => {
    render(<SubscriptionSection />);

    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The kept place is neither read nor reachable.
    expect(screen.queryByRole('link')).toBeNull();
    expect(region()).toHaveTextContent(/^Your planLoading...See plans$/);
    expect(screen.getByText('See plans')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the free plan with See plans once read, then a paid tier with Manage', () => {
    render(<SubscriptionSection />);
    act(() => useAccountStore.setState({ loading: false }));

    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Free plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    act(() =>
      useAccountStore.setState({
        subscription: {
          ...FREE_SUBSCRIPTION,
          subscribed: true,
          subscription_tier: 'Jetsetter',
          subscription_end: '2099-03-01T00:00:00.000Z',
        },
      }),
    );
    expect(screen.getByText(/^Jetsetter, active until /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
