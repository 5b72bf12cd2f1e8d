import type * as Native from '@voyagent/native';
import type { LocationResult } from '@voyagent/native';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';

const backend = vi.hoisted(() => ({
  emergencyInfo: vi.fn(),
  nearbyPlaces: vi.fn(),
  getMapsKey: vi.fn(),
}));
const locate = vi.hoisted(() => vi.fn<() => Promise<LocationResult>>());
vi.mock('../firebase/callables', () => ({ backend }));
vi.mock('../firebase/client', () => ({ auth: { currentUser: null } }));
vi.mock('@voyagent/native', async (importOriginal) => ({
  ...(await importOriginal<typeof Native>()),
  getCurrentLocation: locate,
}));

const { QuickActions } = await import('./QuickActions');
const { useAccountStore } = await import('../account/accountStore');

/** The dialogs are lazy chunks: the first opening waits for the import. */
const LAZY = { timeout: 15_000 };
const PARIS = { latitude: 48.8566, longitude: 2.3522, accuracy: 10 };
const DENIED: LocationResult = {
  ok: false,
  reason: 'denied',
  message: 'Location access denied by user',
};
const subscription = (tier: string, subscribed: boolean) => ({
  subscribed,
  subscription_tier: tier,
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  trial_used: false,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderCard() {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<QuickActions />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(backend)) fn.mockReset();
  locate.mockReset();
  useAuthStore.setState({ status: 'signed-out', user: null });
  useAccountStore.setState({ subscription: subscription('free', false), loading: false });
});

describe('QuickActions', () => {
  // SI-218, SI-220 … SI-226
  // SI-219: the card's three columns are location.module.css's grid (not computed in jsdom).
  it('shows the tiles, with links to the tools', () => {
    renderCard();
    for (const label of ['Emergency Info', 'My Location', 'Safety Check', 'Nearby Restaurants']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Quick Translate' })).toHaveAttribute(
      'href',
      '/translate',
    );
    expect(screen.getByRole('link', { name: 'Quick Budget' })).toHaveAttribute('href', '/budget');
  });

  // SI-227
  it('shows Offline Maps only to signed-in users on a paid plan', () => {
    const { unmount } = renderCard();
    expect(screen.queryByText('Offline Maps')).toBeNull();
    unmount();
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c' } });
    const free = renderCard();
    expect(screen.queryByText('Offline Maps')).toBeNull();
    free.unmount();
    useAccountStore.setState({ subscription: subscription('Globetrotter', true) });
    renderCard();
    expect(screen.getByRole('link', { name: 'Offline Maps' })).toHaveAttribute(
      'href',
      '/offline-maps',
    );
  });

  it('Safety Check opens the risk radar on the current country, or without one', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    backend.emergencyInfo.mockResolvedValue({ country: { code: 'FR', name: 'France' } });
    const { unmount } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Safety Check' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/risk-radar?country=FR');
    // Issue 17 item 10: a location tool accepts a position at most 60 s old (travel.md §9).
    expect(locate).toHaveBeenCalledWith({ maximumAge: 60_000 });
    expect(backend.emergencyInfo).toHaveBeenCalledWith({
      latitude: PARIS.latitude,
      longitude: PARIS.longitude,
      userLanguage: 'en-US',
    });
    unmount();
    locate.mockResolvedValue(DENIED);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Safety Check' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/risk-radar$/);
  });

  // SI-229, SI-230
  it('My Location shows the coordinates of a position at most 60 s old', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'My Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Location' }, LAZY);
    expect(await within(dialog).findByText('48.85660, 2.35220', {}, LAZY)).toBeVisible();
    expect(locate).toHaveBeenCalledWith({ maximumAge: 60_000 });
  });

  it('shows the native maps card in My Location only to signed-in pro or enterprise users (SI-228)', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    backend.getMapsKey.mockRejectedValue(new Error('offline'));
    const nativeMapsShown = async () => {
      const { unmount } = renderCard();
      await userEvent.click(screen.getByRole('button', { name: 'My Location' }));
      const dialog = await screen.findByRole('dialog', { name: 'My Location' }, LAZY);
      await within(dialog).findByText('48.85660, 2.35220', {}, LAZY);
      const shown = within(dialog).queryByRole('region', { name: 'Native maps' }) !== null;
      unmount();
      return shown;
    };
    expect(await nativeMapsShown()).toBe(false);
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c' } });
    expect(await nativeMapsShown()).toBe(false);
    useAccountStore.setState({ subscription: subscription('Explorer', true) });
    expect(await nativeMapsShown()).toBe(false);
    for (const tier of ['Globetrotter', 'Nomad Squad']) {
      useAccountStore.setState({ subscription: subscription(tier, true) });
      expect(await nativeMapsShown()).toBe(true);
    }
  });

  // SI-241, SI-252
  it('Nearby Restaurants asks for restaurants within 5000 m and says when there are none', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    backend.nearbyPlaces.mockResolvedValue({
      places: [],
      radius: 5000,
      location: PARIS,
      attribution: 'x',
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Nearby Restaurants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nearby Restaurants' }, LAZY);
    expect(
      await within(dialog).findByText('No nearby places found in your area', {}, LAZY),
    ).toBeVisible();
    expect(backend.nearbyPlaces).toHaveBeenCalledWith({
      latitude: PARIS.latitude,
      longitude: PARIS.longitude,
      type: 'restaurant',
      radius: 5000,
    });
    expect(locate).toHaveBeenCalledWith({ maximumAge: 60_000 });
  });

  // SI-251
  it('says "Failed to find nearby places" when the call fails', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    backend.nearbyPlaces.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'functions/internal' }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Nearby Restaurants' }));
    expect(await screen.findByText('Failed to find nearby places', {}, LAZY)).toBeVisible();
  });

  // SI-249, SI-248
  it('Emergency Info says why it failed and offers the manual country choice', async () => {
    locate.mockResolvedValue({ ok: true, coords: PARIS });
    backend.emergencyInfo.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'functions/unavailable' }),
    );
    const { unmount } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Emergency Info' }));
    expect(await screen.findByText('Failed to get emergency information', {}, LAZY)).toBeVisible();
    expect(locate).toHaveBeenCalledWith({ maximumAge: 60_000 });
    unmount();
    locate.mockResolvedValue(DENIED);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Emergency Info' }));
    expect(
      await screen.findByText('Unable to get location for emergency info', {}, LAZY),
    ).toBeVisible();
    expect(screen.getByText('Location access denied by user')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show numbers' })).toBeDisabled();
  });
});
