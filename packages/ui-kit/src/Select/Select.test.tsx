import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectItem, SelectSection } from './Select';
import type { SelectOption } from './selectOptions';

const currencies: SelectOption[] = [
  { id: 'usd', label: 'US Dollar', section: 'Popular' },
  { id: 'eur', label: 'Euro', section: 'Popular' },
  { id: 'jpy', label: 'Japanese Yen', section: 'Asia' },
  { id: 'krw', label: 'South Korean Won', section: 'Asia', isDisabled: true },
];

describe('Select', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the placeholder, opens a sectioned list and picks an option', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Currency"
        placeholder="Choose a currency"
        items={currencies}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', {
      name: /Choose a currency.*Currency|Currency.*Choose a currency/,
    });
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Asia' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'South Korean Won' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Euro' }));
    expect(onChange).toHaveBeenCalledWith('eur');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Euro');
  });

  it('opens and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Select label="Currency" items={currencies} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('eur');
  });

  it('accepts options as children', async () => {
    render(
      <Select label="Cabin" defaultValue="business">
        <SelectSection title="Cabins">
          <SelectItem id="economy">Economy</SelectItem>
          <SelectItem id="business">Business</SelectItem>
        </SelectSection>
      </Select>,
    );
    expect(screen.getByRole('button', { name: /Business/ })).toBeInTheDocument();
  });

  it('shows required, invalid and disabled states', () => {
    render(
      <>
        <Select
          label="Currency"
          items={currencies}
          isRequired
          isInvalid
          errorMessage="Pick a currency."
        />
        <Select label="Locked" items={currencies} isDisabled />
      </>,
    );
    expect(screen.getByText('Pick a currency.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Locked/ })).toBeDisabled();
  });

  it('warns about repeated ids and an unknown value, and still renders the first of each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Select
        label="Currency"
        placeholder="Choose a currency"
        items={[...currencies, { id: 'usd', label: 'Dollar' }]}
        defaultValue="gbp"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose a currency/ }));
    expect(screen.getAllByRole('option', { name: 'US Dollar' })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'Dollar' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('repeat the id(s) "usd"'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('value "gbp" is not the id of any item'),
    );
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <Select label="Currency" description="Prices are shown in it." items={currencies} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
