import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { AUTH_REDIRECT_KEY } from '../auth/session';
import { AdminLoginPage } from './AdminLoginPage';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('./AuthPage', () => ({ AuthPage: () => <p>Auth page</p> }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => sessionStorage.clear());

describe('AdminLoginPage', () => {
  it("shows the site's sign-in and returns to returnTo after it", () => {
    useAuthStore.getState().sessionChanged(null);
    renderAt('/admin-login?returnTo=%2Fseo-analytics%3Fx%3D1');
    expect(screen.getByText('Auth page')).toBeVisible();
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBe('/seo-analytics?x=1');
  });

  it('sends a signed-in user straight to returnTo', async () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    const router = renderAt('/admin-login?returnTo=%2Fdashboard-admin%3Ftab%3Droles');
    expect(await screen.findByText('Landed')).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/dashboard-admin?tab=roles',
    );
  });

  it('leaves no redirect-after-auth value behind for a signed-in arrival', async () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    renderAt('/admin-login?returnTo=%2Fseo-analytics');
    await screen.findByText('Landed');
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
  });

  it('never follows a returnTo to another site', async () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    const router = renderAt('/admin-login?returnTo=https%3A%2F%2Fevil.example%2F');
    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/dashboard-admin');
  });
});
