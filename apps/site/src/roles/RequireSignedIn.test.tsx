import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { AUTH_REDIRECT_KEY } from '../auth/session';
import { RequireSignedIn } from './RequireSignedIn';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));

function renderGuard(path = '/admin/blog?draft=7') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/blog',
        element: (
          <RequireSignedIn>
            <p>Blog admin</p>
          </RequireSignedIn>
        ),
      },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useAuthStore.setState({ status: 'loading', user: null, profile: null }));
afterEach(() => sessionStorage.clear());

describe('RequireSignedIn', () => {
  it('shows "Loading..." until the session is known (AU-043)', () => {
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Blog admin')).toBeNull();
  });

  it('shows the screen to a signed-in user', () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    renderGuard();
    expect(screen.getByText('Blog admin')).toBeVisible();
  });

  it('sends a signed-out visitor to /auth and keeps the page to return to (AU-044)', async () => {
    useAuthStore.getState().sessionChanged(null);
    const router = renderGuard('/admin/blog?draft=7');
    expect(await screen.findByText('Sign-in page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBe('/admin/blog?draft=7');
  });

  it('follows a sign-out that happens on the screen', async () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    renderGuard();
    useAuthStore.getState().sessionChanged(null);
    expect(await screen.findByText('Sign-in page')).toBeVisible();
  });
});
