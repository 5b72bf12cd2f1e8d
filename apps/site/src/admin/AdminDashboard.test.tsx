import { roleFlags } from '@voyagent/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { AdminDashboard } from './AdminDashboard';

vi.mock('../firebase/callables', () => ({
  backend: {
    emailCapturesList: vi.fn(),
    trialEmailsList: vi.fn(),
    aeoStats: vi.fn(),
    blogDrafts: vi.fn(),
    assistantTranscriptsAdminList: vi.fn(() => new Promise(() => {})),
  },
}));

const captures = vi.mocked(backend.emailCapturesList);
const trialEmails = vi.mocked(backend.trialEmailsList);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/dashboard-admin', element: <AdminDashboard flags={roleFlags(['support'])} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const capture = (n: number) => ({
  email: `reader-${n}@example.com`,
  captured_at: '2026-01-02T03:04:05.000Z',
  welcome_sent_at: null,
  unsubscribed_at: null,
});

beforeEach(() => {
  captures.mockImplementation(async ({ offset = 0 }) =>
    offset === 0
      ? { captures: [capture(1), capture(2)], total: 3, nextOffset: 25 }
      : { captures: [capture(3)], total: 3, nextOffset: null },
  );
  trialEmails.mockResolvedValue({
    emails: [
      {
        id: '7',
        recipient: 'r***@example.com',
        subject: 'Your 7-day free trial of Voyagent is waiting',
        status: 'unsubscribed',
        sent_at: '2026-01-02T03:04:05.000Z',
      },
    ],
    nextOffset: null,
  });
});
afterEach(() => vi.clearAllMocks());

describe('AdminDashboard', () => {
  it('opens the tab the URL names', async () => {
    renderAt('/dashboard-admin?tab=chat');
    expect(screen.getByRole('tab', { name: 'Chat transcripts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading chat transcripts...');
  });

  it.each(['/dashboard-admin', '/dashboard-admin?tab=nope', '/dashboard-admin?tab='])(
    'opens roles for %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Your role: Support.');
    },
  );

  it('writes the chosen tab into the URL and loads only its data', async () => {
    const router = renderAt('/dashboard-admin?tab=roles&from=menu');
    expect(trialEmails).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Trial e-mails' }));
    expect(router.state.location.search).toBe('?tab=trial-emails&from=menu');
    const table = await screen.findByRole('table', { name: 'Trial e-mails' });
    expect(within(table).getByText('r***@example.com')).toBeVisible();
    expect(within(table).getByText('Sent, since unsubscribed')).toBeVisible();
    expect(captures).not.toHaveBeenCalled();
  });

  it('moves by arrow key, and pages the e-mail captures', async () => {
    const router = renderAt('/dashboard-admin?tab=roles');
    screen.getByRole('tab', { name: 'Roles' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=email-campaigns');
    await screen.findByText('reader-1@example.com');
    expect(screen.getByText('3 captured addresses')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('reader-3@example.com');
    expect(captures).toHaveBeenLastCalledWith({ limit: 25, offset: 25 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
