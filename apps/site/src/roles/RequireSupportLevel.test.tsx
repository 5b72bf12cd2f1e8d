import { roleFlags, type RoleFlags } from '@voyagent/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { signOut } from '../auth/session';
import type * as Session from '../auth/session';
import { RequireSupportLevel } from './RequireSupportLevel';

vi.mock('../firebase/callables', () => ({ backend: { getRoles: vi.fn() } }));
vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  // As the real sign-out does, the local state is cleared first.
  signOut: vi.fn(async () => useAuthStore.getState().sessionChanged(null)),
}));

const getRoles = vi.mocked(backend.getRoles);
const user = { uid: 'u1', email: 'ada@example.com' };

function renderGuard(path = '/dashboard-admin?tab=roles') {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard-admin',
        element: (
          <RequireSupportLevel>
            {(flags: RoleFlags) => <p>Admin screen for {flags.highestRole}</p>}
          </RequireSupportLevel>
        ),
      },
      { path: '/admin-login', element: <p>Admin login</p> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

beforeEach(() => useAuthStore.setState({ status: 'loading', user: null, profile: null }));
afterEach(() => vi.clearAllMocks());

describe('RequireSupportLevel', () => {
  it('shows "Verifying admin access..." while the session is read (AU-039)', () => {
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying admin access...');
    expect(getRoles).not.toHaveBeenCalled();
  });

  it('keeps verifying while the roles are looked up, then shows the screen to support', async () => {
    let answer: (flags: RoleFlags) => void = () => {};
    getRoles.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useAuthStore.getState().sessionChanged(user);
    renderGuard();
    expect(screen.getByText('Verifying admin access...')).toBeVisible();
    answer(roleFlags(['support']));
    expect(await screen.findByText('Admin screen for support')).toBeVisible();
    expect(getRoles).toHaveBeenCalledOnce();
  });

  it('sends a signed-out visitor to /admin-login with the current path as returnTo (AU-040)', async () => {
    useAuthStore.getState().sessionChanged(null);
    const { router } = renderGuard('/dashboard-admin?tab=roles');
    expect(await screen.findByText('Admin login')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/dashboard-admin?tab=roles',
    );
  });

  it('shows Access Denied with its exact texts to a signed-in user without staff roles (AU-041..050)', async () => {
    getRoles.mockResolvedValue(roleFlags([]));
    useAuthStore.getState().sessionChanged(user);
    const { container } = renderGuard();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard"),
    ).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(
      screen.getByText('Contact your administrator to request admin or support access.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Admin Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Admin screen/)).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it.each(['marketing', 'analyst', 'content_editor'])('denies %s (AU-045)', async (role) => {
    getRoles.mockResolvedValue(roleFlags([role]));
    useAuthStore.getState().sessionChanged(user);
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  it('assumes the user role only when the lookup fails (AU-058)', async () => {
    getRoles.mockRejectedValue(new Error('network down'));
    useAuthStore.getState().sessionChanged(user);
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  it('Try Admin Login signs the account out and opens the admin sign-in, returning here', async () => {
    getRoles.mockResolvedValue(roleFlags([]));
    useAuthStore.getState().sessionChanged(user);
    const { router } = renderGuard('/dashboard-admin?tab=roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Admin Login' }));
    expect(await screen.findByText('Admin login')).toBeVisible();
    expect(signOut).toHaveBeenCalledOnce();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/dashboard-admin?tab=roles',
    );
  });

  it('says "Failed to sign out" and stays when signing out fails', async () => {
    vi.mocked(signOut).mockRejectedValueOnce(new Error('offline'));
    getRoles.mockResolvedValue(roleFlags([]));
    useAuthStore.getState().sessionChanged(user);
    renderGuard();
    fireEvent.click(await screen.findByRole('button', { name: 'Try Admin Login' }));
    expect(await screen.findByText('Failed to sign out')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  it('looks the roles up again for another account', async () => {
    getRoles.mockResolvedValueOnce(roleFlags(['admin'])).mockResolvedValueOnce(roleFlags([]));
    useAuthStore.getState().sessionChanged(user);
    renderGuard();
    expect(await screen.findByText('Admin screen for admin')).toBeVisible();
    useAuthStore.getState().sessionChanged({ uid: 'u2', email: 'bob@example.com' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('bob@example.com')).toBeVisible();
  });
});
