import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estimateBudget } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { BUDGET_PAGE_TEXTS } from './budgetForm';
import { SavedBudgetsSection } from './SavedBudgetsSection';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({
  backend: { budgetList: vi.fn(), budgetDelete: vi.fn() },
}));

const mocked = vi.mocked(backend);

const saved = (id: string, destination: string) => ({
  id,
  createdAt: '2026-01-03T10:00:00.000Z',
  estimate: estimateBudget({
    home: 'US',
    destination,
    currency: 'USD',
    daily: { lodging: 100, food: 40, transport: 0, activities: 0, other: 0 },
    basis: 'perPerson',
    days: 3,
    travellers: 2,
    style: 'midRange',
  }),
});

describe('the dashboard saved budgets', () => {
  it('lists every saved budget with a link that opens it on /budget, and deletes one', async () => {
    mocked.budgetList.mockResolvedValue({
      budgets: [saved('8', 'FR'), saved('5', 'JP')],
      nextOffset: null,
    });
    mocked.budgetDelete.mockResolvedValue({ deleted: true });
    render(<SavedBudgetsSection />);

    // 100 + 40 USD a day scaled to France (0.726997449278444, 2023) × 3 days × 2 travellers.
    expect(await screen.findByText('France: $610.68')).toBeVisible();
    expect(mocked.budgetList).toHaveBeenCalledWith({ limit: 50 });
    expect(screen.getByRole('link', { name: 'Open the budget for France' })).toHaveAttribute(
      'href',
      '/budget?saved=8',
    );
    expect(screen.getByRole('link', { name: 'Open the budget for Japan' })).toHaveAttribute(
      'href',
      '/budget?saved=5',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete the budget for France' }));
    expect(mocked.budgetDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '8' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('France: $610.68')).toBeNull();
  });

  it('says when there is none, and when the list is unavailable', async () => {
    mocked.budgetList.mockResolvedValueOnce({ budgets: [], nextOffset: null });
    const { unmount } = render(<SavedBudgetsSection />);
    expect(await screen.findByText(BUDGET_PAGE_TEXTS.noSaved)).toBeVisible();
    unmount();

    mocked.budgetList.mockRejectedValueOnce(new Error('offline'));
    render(<SavedBudgetsSection />);
    expect(await screen.findByText(BUDGET_PAGE_TEXTS.listFailed)).toBeVisible();
  });
});
