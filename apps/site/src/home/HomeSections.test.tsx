import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@voyagent/ui-kit';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';

vi.mock('../firebase/callables', () => ({ backend: {} }));
vi.mock('../firebase/client', () => ({ auth: { currentUser: null } }));

const { useAccountStore } = await import('../account/accountStore');
const { FreeTrialCta, MemberOffers } = await import('./HomeOffers');
const { HomeFaq } = await import('./HomeFaq');
const { HomeShare } = await import('./HomeShare');

const plan = (tier: string, subscribed: boolean) => ({
  subscribed,
  subscription_tier: tier,
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
});

function renderHome(element: ReactNode) {
  return render(
    <MemoryRouter>
      {element}
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signed-out', user: null });
  useAccountStore.setState({ subscription: plan('free', false), loading: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the home offers', () => {
  it('invites a guest to the free trial at /auth, and nothing else', () => {
    renderHome(
      <>
        <MemberOffers />
        <FreeTrialCta />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Try every tool free for 7 days' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText('Upgrade to Globetrotter')).toBeNull();
  });

  it('shows a signed-in free account the upgrade banner to /pricing (AU-011)', () => {
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c' } });
    renderHome(
      <>
        <MemberOffers />
        <FreeTrialCta />
      </>,
    );
    expect(screen.getByText('Upgrade to Globetrotter')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText(/Try every tool free/)).toBeNull();
  });

  it('shows a paid account neither the upgrade nor the trial', () => {
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c' } });
    useAccountStore.setState({ subscription: plan('Globetrotter', true) });
    const { container } = renderHome(
      <>
        <MemberOffers />
        <FreeTrialCta />
      </>,
    );
    expect(screen.queryByText('Upgrade to Globetrotter')).toBeNull();
    expect(screen.queryByText(/Try every tool free/)).toBeNull();
    // The offline-maps promo waits for its page to be routed (homeRules.test.ts).
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('the home FAQ', () => {
  it('has six questions, each opening its answer, and FAQPage data (SI-168)', async () => {
    const { container } = renderHome(<HomeFaq />);
    const questions = container.querySelectorAll('summary');
    expect(questions).toHaveLength(6);
    const answer = screen.getByText(/daily limits: 10 assistant questions/);
    expect(answer).not.toBeVisible();
    await userEvent.click(screen.getByText('Can I use Voyagent for free?'));
    expect(answer).toBeVisible();
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type': string; mainEntity: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(6);
  });
});

describe('the share block', () => {
  it('copies the link where there is no Web Share, and says "Link copied!"', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderHome(<HomeShare />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/Voyagent.* http.*\/$/));
  });

  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderHome(<HomeShare />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared successfully!')).toBeVisible();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Voyagent' }));
  });
});
