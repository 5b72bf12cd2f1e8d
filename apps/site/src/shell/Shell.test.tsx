import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isLaunchSplashDue, useLaunchSplashState } from './launchSplashState';
import { LaunchSplash } from './Shell';

const HOUR_MS = 60 * 60 * 1000;
const splashTitle = '50% OFF Premium Lifetime Access';

/** The splash is decided once per page load: each render here stands for a new one. */
function newPageLoad() {
  useLaunchSplashState.setState({ showing: isLaunchSplashDue() });
}

function renderSplash() {
  newPageLoad();
  const router = createMemoryRouter([
    { path: '/', element: <LaunchSplash /> },
    { path: '/app-launch', element: <p>App launch page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => localStorage.clear());

describe('LaunchSplash', () => {
  it('shows on a first visit; Claim opens /app-launch with the promotion and stores the visit (SI-047, SI-191)', async () => {
    const router = renderSplash();
    const claim = await screen.findByRole('button', { name: 'Claim 50% OFF Now' });
    expect(screen.getByRole('dialog', { name: splashTitle })).toBeVisible();
    fireEvent.click(claim);
    expect(await screen.findByText('App launch page')).toBeVisible();
    expect(router.state.location.search).toBe('?promo=BLACKFRIDAY50');
    expect(localStorage.getItem('hasSeenSplash')).toBe('true');
    // The page behind, which waited, goes on.
    expect(useLaunchSplashState.getState().showing).toBe(false);
  });

  it('stays away after recent activity and returns after more than an hour away', async () => {
    localStorage.setItem('hasSeenSplash', 'true');
    localStorage.setItem('lastActivity', String(Date.now() - 10 * 60 * 1000));
    newPageLoad();
    expect(useLaunchSplashState.getState().showing).toBe(false);
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <LaunchSplash /> }])} />,
    );
    // Activity on the page is recorded as it happens.
    fireEvent.keyDown(window);
    expect(Number(localStorage.getItem('lastActivity'))).toBeGreaterThan(Date.now() - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    localStorage.setItem('lastActivity', String(Date.now() - HOUR_MS - 1000));
    renderSplash();
    expect(await screen.findByRole('dialog', { name: splashTitle })).toBeVisible();
  });
});
