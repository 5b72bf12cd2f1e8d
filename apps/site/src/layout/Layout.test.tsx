import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { useLaunchSplashState } from '../shell/launchSplashState';

// The layout's account parts talk to the backend once the session is known; these tests are
// about the chrome, so every call answers nothing.
vi.mock('../firebase/callables', () => ({
  backend: new Proxy({}, { get: () => () => new Promise(() => {}) }),
}));
vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));

const { Layout } = await import('./Layout');
// The header's menus come from their own chunk (DeferredChromePart.test.tsx covers the wait).
await (await import('./chromePartsLoader')).loadChromeParts();

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home screen</h1> },
          { path: '/pricing', element: <h1>Pricing screen</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = vi.fn();
beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
  scrollTo.mockClear();
  // A visitor who has seen the launch splash: its modal would hide the page from these queries
  // once idle (shell/Shell.test.tsx tests the splash).
  useLaunchSplashState.setState({ showing: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the site layout (shell.md §2)', () => {
  it('shows the logo linking home, Sign In and GET STARTED to /app-launch with the promotion (SI-121, SI-136, SI-137, SI-138)', () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Voyagent home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(header).getByRole('link', { name: 'GET STARTED' })).toHaveAttribute(
      'href',
      '/app-launch?promo=BLACKFRIDAY50',
    );
  });

  it('gives a signed-in user the account menu under their e-mail instead (SI-128)', () => {
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'ada@example.com' } });
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /ada@example\.com/ })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'GET STARTED' })).toBeNull();
  });

  it('scrolls to the top on every route change (SI-159)', async () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    const router = renderLayout();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/pricing'));
    expect(screen.getByRole('heading', { name: 'Pricing screen' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('adds the bottom tab navigation and the footer around the page (SI-195)', () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Home screen' }),
    );
  });
});
