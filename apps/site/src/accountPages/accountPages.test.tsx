import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { PolicyPage } from '../pages/PolicyPage';
import { ProfilePage } from '../pages/ProfilePage';
import { AccountDataSection, ACCOUNT_DATA_TEXTS } from './AccountDataSection';
import { accountExportFileName, accountExportText } from './accountExportFile';
import { SavedItemsSection, SAVED_ITEMS_TEXTS } from './SavedItemsSection';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({
  backend: {
    accountExport: vi.fn(),
    accountDelete: vi.fn(),
    savedItemsList: vi.fn(),
    savedItemsRemove: vi.fn(),
    revokeSessions: vi.fn(),
    checkSubscription: vi.fn(),
  },
}));
vi.mock('../auth/session', () => ({ signOut: vi.fn(async () => undefined) }));

const mocked = vi.mocked(backend);

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ status: 'signed-out', user: null, profile: null });
});

describe('policy pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookies-policy', 'Cookies Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/refund-policy', 'Refund Policy'],
  ])('%s shows its policy under its own heading', (path, title) => {
    renderAt(path, <PolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('names the trial record that survives deletion in the privacy policy (issue 17 item 10)', () => {
    renderAt('/privacy-policy', <PolicyPage />);
    const section = screen
      .getByRole('heading', { name: 'What stays after you delete your account' })
      .closest('section');
    expect(section).toHaveTextContent(/keyed hash of your e-mail address/);
    expect(section).toHaveTextContent(/not deleted with your account/);
  });

  it('names the three cookie categories', () => {
    renderAt('/cookies-policy', <PolicyPage />);
    for (const category of ['Essential', 'Analytics', 'Marketing']) {
      expect(screen.getByText(new RegExp(`^${category}:`))).toBeVisible();
    }
  });
});

describe('profile (shell.md §6)', () => {
  it('shows a guest "Guest" and "Sign in to sync your data" (SI-182, SI-183)', () => {
    renderAt('/profile', <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guest');
    expect(screen.getByText('Sign in to sync your data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows "Loading..." while the session is unknown, never the guest state', () => {
    useAuthStore.setState({ status: 'loading' });
    renderAt('/profile', <ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Guest')).toBeNull();
  });

  it('shows a signed-in user "Connected" with the e-mail (SI-184)', () => {
    useAuthStore.getState().sessionChanged({ uid: 'u1', email: 'ada@example.com' });
    renderAt('/profile', <ProfilePage />);
    expect(screen.getByText('Connected')).toBeVisible();
    expect(screen.getByText(/ada@example\.com/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

const item = (id: string, title: string) => ({
  id,
  item_id: `hotel-${id}`,
  item_type: 'hotel' as const,
  title,
  description: '',
  image_url: null,
  item_data: {},
  created_at: '2026-01-02T03:04:05.000Z',
});

describe('saved items on the dashboard', () => {
  it('lists the saved items and removes one with Remove', async () => {
    mocked.savedItemsList.mockResolvedValue({
      items: [item('1', 'Hotel Lisboa'), item('2', 'Hotel Porto')],
      nextOffset: null,
    });
    mocked.savedItemsRemove.mockResolvedValue({ removed: true });
    renderAt('/dashboard', <SavedItemsSection />);
    expect(await screen.findByText('Hotel Lisboa')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hotel Lisboa' }));
    expect(mocked.savedItemsRemove).toHaveBeenCalledWith({
      item_id: 'hotel-1',
      item_type: 'hotel',
    });
    expect(screen.queryByText('Hotel Lisboa')).toBeNull();
    expect(screen.getByText('Hotel Porto')).toBeVisible();
  });

  it('keeps the item and the page usable when the removal fails', async () => {
    mocked.savedItemsList.mockResolvedValue({
      items: [item('1', 'Hotel Lisboa')],
      nextOffset: null,
    });
    mocked.savedItemsRemove.mockRejectedValue(new Error('offline'));
    renderAt('/dashboard', <SavedItemsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Hotel Lisboa' }));
    expect(screen.getByText('Hotel Lisboa')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Hotel Lisboa' })).toBeEnabled();
  });

  it('says so when the list cannot load, and tries again on request', async () => {
    mocked.savedItemsList.mockRejectedValueOnce(new Error('offline'));
    mocked.savedItemsList.mockResolvedValueOnce({ items: [], nextOffset: null });
    renderAt('/dashboard', <SavedItemsSection />);
    expect(await screen.findByText(SAVED_ITEMS_TEXTS.loadFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: SAVED_ITEMS_TEXTS.retry }));
    expect(await screen.findByText(SAVED_ITEMS_TEXTS.empty)).toBeVisible();
  });
});

describe('account data in settings', () => {
  it('names the export file by its day and writes readable JSON', () => {
    expect(accountExportFileName('2026-11-23T20:01:02.000Z')).toBe('voyagent-data-2026-11-23.json');
    expect(JSON.parse(accountExportText({ tables: { profiles: [] } }))).toEqual({
      tables: { profiles: [] },
    });
  });

  it('deletes the account only after the confirmation, then goes home', async () => {
    mocked.accountDelete.mockResolvedValue({ deleted: true, removedRows: 4 });
    const router = renderAt('/settings', <AccountDataSection />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_DATA_TEXTS.deleteButton }));
    const dialog = await screen.findByRole('alertdialog', {
      name: ACCOUNT_DATA_TEXTS.confirmTitle,
    });
    expect(mocked.accountDelete).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: ACCOUNT_DATA_TEXTS.deleteButton }),
    );
    expect(mocked.accountDelete).toHaveBeenCalledWith({ confirm: 'DELETE' });
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the reason and stays when the deletion is refused', async () => {
    mocked.accountDelete.mockRejectedValue(new Error('Your subscription is still active.'));
    renderAt('/settings', <AccountDataSection />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_DATA_TEXTS.deleteButton }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: ACCOUNT_DATA_TEXTS.deleteButton }),
    );
    expect(await screen.findByText('Your subscription is still active.')).toBeVisible();
    expect(screen.queryByText('Home page')).toBeNull();
  });
});
