import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerRiskInfo,
  answerVisaCheck,
  estimateBudget,
  type BudgetInput,
} from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../firebase/callables';
import { COMPARISON_TEXTS } from './comparisonRules';
import { DestinationComparison } from './DestinationComparison';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({
  backend: {
    budgetEstimate: vi.fn(),
    currenciesList: vi.fn(),
    visaCheck: vi.fn(),
    riskInfo: vi.fn(),
    airportSuggestions: vi.fn(),
  },
}));

const mocked = vi.mocked(backend);

async function chooseCountry(field: string, name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: field }), name);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the destination comparison', () => {
  it('asks for two destinations, then shows each one’s figures from the services', async () => {
    mocked.currenciesList.mockRejectedValue(new Error('offline'));
    // The callables' own pure rules answer.
    mocked.budgetEstimate.mockImplementation(async (request) =>
      estimateBudget(request as BudgetInput),
    );
    mocked.visaCheck.mockImplementation(async ({ passport, destination }) =>
      answerVisaCheck(passport, destination),
    );
    mocked.riskInfo.mockImplementation(async ({ country }) => answerRiskInfo(country));
    render(<DestinationComparison />);
    await chooseCountry('Your country (passport)', 'United States');
    await chooseCountry('Destination 1', 'France');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least two destinations to compare.',
    );

    await chooseCountry('Destination 2', 'Japan');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const cell = async (country: string, row: string) =>
      (await screen.findByTestId(`comparison-${country}-${row}`)).textContent;
    expect(await cell('FR', 'Price level')).toMatch(/^≈ 0\.73 × US prices \(2023\) Source:/);
    expect(await cell('JP', 'Your daily spend there')).toMatch(/^\$67\.39 a day/);
    expect(await cell('FR', 'Visa for your passport')).toMatch(/^Visa-free for 90 days/);
    expect(await cell('JP', 'Time difference')).toBe(
      `Not available: ${COMPARISON_TEXTS.timeDifference}`,
    );
    expect(await cell('FR', 'Flight distance')).toBe(
      `Not available: ${COMPARISON_TEXTS.chooseDeparture}`,
    );
    // Typing into several comboboxes is slow in jsdom on a busy machine.
  }, 90_000);
});
