import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUDGET_TEXTS, estimateBudget, type BudgetInput } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { BudgetPage } from '../pages/BudgetPage';

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
});
