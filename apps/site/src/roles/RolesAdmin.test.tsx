import type { RoleAuditEntry } from '@voyagent/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { RolesAdmin } from './RolesAdmin';

vi.mock('../firebase/callables', () => ({
  backend: { grantRole: vi.fn(), revokeRole: vi.fn(), listRoleAudit: vi.fn() },
}));

const { grantRole, revokeRole, listRoleAudit } = vi.mocked(backend);

const entry = (id: string, action: 'grant' | 'revoke', role: string): RoleAuditEntry => ({
  id,
  actor_user_id: 'admin-1',
  target_user_id: 'user-7',
  role,
  action,
  created_at: '2026-11-23T16:05:00.000Z',
});

function auditRows() {
  const table = screen.getByRole('table', { name: 'Role audit' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

beforeEach(() => {
  listRoleAudit.mockResolvedValue({ entries: [entry('1', 'grant', 'analyst')], nextOffset: null });
});
afterEach(() => vi.clearAllMocks());

describe('RolesAdmin', () => {
  it('lists the audit newest first from list-role-audit', async () => {
    render(<RolesAdmin />);
    expect(await screen.findByText('Analyst')).toBeVisible();
    expect(listRoleAudit).toHaveBeenCalledWith({ limit: 50, offset: 0 });
    expect(auditRows()[0]).toEqual([expect.any(String), 'grant', 'Analyst', 'user-7', 'admin-1']);
  });

  it('grants the chosen role by e-mail, confirms it and reloads the audit', async () => {
    grantRole.mockResolvedValue({ user_id: 'user-7', role: 'support', changed: true });
    render(<RolesAdmin />);
    await screen.findByText('Analyst');
    listRoleAudit.mockResolvedValue({
      entries: [entry('2', 'grant', 'support'), entry('1', 'grant', 'analyst')],
      nextOffset: null,
    });
    fireEvent.change(screen.getByLabelText('E-mail or user ID'), {
      target: { value: ' ada@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText('Granted Support to ada@example.com.')).toBeVisible();
    expect(grantRole).toHaveBeenCalledWith({ email: 'ada@example.com', role: 'support' });
    await vi.waitFor(() =>
      expect(auditRows().map((row) => row[2])).toEqual(['Support', 'Analyst']),
    );
  });

  it('revokes by user id', async () => {
    revokeRole.mockResolvedValue({ user_id: 'user-7', role: 'support', changed: false });
    render(<RolesAdmin />);
    fireEvent.change(screen.getByLabelText('E-mail or user ID'), { target: { value: 'user-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke role' }));
    expect(await screen.findByText('user-7 does not hold Support.')).toBeVisible();
    expect(revokeRole).toHaveBeenCalledWith({ user_id: 'user-7', role: 'support' });
  });

  it("shows the server's refusal as it comes, without the status suffix", async () => {
    grantRole.mockRejectedValue(
      new FunctionsError(
        'failed-precondition',
        'That account has not verified its e-mail address yet. [400]',
      ),
    );
    render(<RolesAdmin />);
    fireEvent.change(screen.getByLabelText('E-mail or user ID'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    // The alert is on the page from the start, empty: it is its text that comes.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^That account has not verified its e-mail address yet\.$/,
      ),
    );
  });

  it('asks for an account before calling the server', async () => {
    render(<RolesAdmin />);
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(
      await screen.findByText('Enter the e-mail address or user ID of the account.'),
    ).toBeVisible();
    expect(grantRole).not.toHaveBeenCalled();
  });

  it("shows the audit's refusal when the list cannot be read", async () => {
    listRoleAudit.mockRejectedValue(
      new FunctionsError(
        'permission-denied',
        'Only an owner or admin can read the role audit. [403]',
      ),
    );
    render(<RolesAdmin />);
    expect(
      await screen.findByText('Only an owner or admin can read the role audit.'),
    ).toBeVisible();
  });

  it('loads older changes from nextOffset', async () => {
    listRoleAudit.mockResolvedValueOnce({
      entries: [entry('2', 'revoke', 'analyst')],
      nextOffset: 1,
    });
    render(<RolesAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show older changes' }));
    await screen.findByText('grant');
    expect(listRoleAudit).toHaveBeenLastCalledWith({ limit: 50, offset: 1 });
    expect(auditRows().map((row) => row[1])).toEqual(['revoke', 'grant']);
  });
});
