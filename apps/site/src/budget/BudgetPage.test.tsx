import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUDGET_TEXTS, estimateBudget, type BudgetInput } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { BudgetPage } from '../pages/BudgetPage';
import { BUDGET_PAGE_TEXTS } from './budgetForm';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({
  backend: { budgetEstimate: vi.fn(), currenciesList: vi.fn(), budgetList: vi.fn() },
}));

const mocked = vi.mocked(backend);

async function chooseCountry(field: string, name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: field }), name);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the budget page', () => {
  it('sends what was typed and shows the answer with its split and sources', async () => {
    mocked.currenciesList.mockRejectedValue(new Error('offline'));
    // The server's own rule answers, as budget-estimate does.
    mocked.budgetEstimate.mockImplementation(async (request) =>
      estimateBudget(request as BudgetInput),
    );
    render(<BudgetPage />);
    await chooseCountry('Home country', 'United States');
    await chooseCountry('Destination', 'France');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lodging' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Food' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate budget' }));

    expect(await screen.findByTestId('budget-daily-total')).toHaveTextContent(
      '$101.78 a day per traveller',
    );
    expect(mocked.budgetEstimate).toHaveBeenCalledWith(
      expect.objectContaining({ home: 'US', destination: 'FR', days: 7, travellers: 1 }),
    );
    const table = screen.getByRole('table', { name: 'Daily spend by category' });
    expect(within(table).getByRole('row', { name: /Lodging \$100\.00 \$72\.70/ })).toBeVisible();
    expect(screen.getByText(BUDGET_TEXTS.notice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in to save' })).toBeVisible();
    // Typing into the comboboxes is slow in jsdom on a busy machine.
  }, 90_000);

  it('shows the server’s text when it refuses the input', async () => {
    mocked.currenciesList.mockRejectedValue(new Error('offline'));
    mocked.budgetEstimate.mockRejectedValue({
      code: 'functions/invalid-argument',
      message: BUDGET_TEXTS.travellers,
    });
    render(<BudgetPage />);
    await chooseCountry('Home country', 'United States');
    await chooseCountry('Destination', 'France');
    await userEvent.type(screen.getByRole('textbox', { name: 'Food' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BUDGET_TEXTS.travellers);
  }, 90_000);

  it('opens the saved budget its address names, with the form filled as it was typed', async () => {
    mocked.currenciesList.mockRejectedValue(new Error('offline'));
    const estimate = estimateBudget({
      home: 'US',
      destination: 'FR',
      currency: 'USD',
      daily: { lodging: 100, food: 40, transport: 0, activities: 0, other: 0 },
      basis: 'perPerson',
      days: 3,
      travellers: 2,
      style: 'midRange',
    });
    mocked.budgetList.mockResolvedValue({
      budgets: [{ id: '8', createdAt: '2026-01-03T10:00:00.000Z', estimate }],
      nextOffset: null,
    });
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'ada@example.com' } });
    window.history.pushState({}, '', '/budget?saved=8');
    try {
      render(<BudgetPage />);
      expect(await screen.findByTestId('budget-daily-total')).toHaveTextContent(
        '$101.78 a day per traveller',
      );
      expect(screen.getByRole('combobox', { name: 'Home country' })).toHaveValue('United States');
      expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('France');
      expect(screen.getByRole('textbox', { name: 'Lodging' })).toHaveValue('100');
      expect(screen.getByRole('textbox', { name: 'Days' })).toHaveValue('3');
      expect(screen.getByText(/Your budget saved on Jan 3, 2026/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Save budget' })).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
      useAuthStore.setState({ status: 'signed-out', user: null });
    }
    // Rendering the whole page is slow in jsdom on a busy machine.
  }, 90_000);

  it('says so when the saved budget is not on the account', async () => {
    mocked.currenciesList.mockRejectedValue(new Error('offline'));
    mocked.budgetList.mockResolvedValue({ budgets: [], nextOffset: null });
    useAuthStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'ada@example.com' } });
    window.history.pushState({}, '', '/budget?saved=9');
    try {
      render(<BudgetPage />);
      expect(await screen.findByText(BUDGET_PAGE_TEXTS.notFound)).toBeVisible();
    } finally {
      window.history.pushState({}, '', '/');
      useAuthStore.setState({ status: 'signed-out', user: null });
    }
  }, 90_000);
});
