import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  afterEach(() => vi.restoreAllMocks());

  it('steps with named buttons and stops at the bounds', async () => {
    const onChange = vi.fn();
    render(
      <NumberField
        label="Travellers"
        defaultValue={1}
        minValue={1}
        maxValue={3}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Travellers' });
    const increase = screen.getByRole('button', { name: /Increase.*Travellers/ });
    const decrease = screen.getByRole('button', { name: /Decrease.*Travellers/ });
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(input).toHaveValue('3');
    expect(increase).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('steps with the arrow keys by the given step', async () => {
    render(<NumberField label="Budget" defaultValue={100} step={50} />);
    const input = screen.getByRole('textbox', { name: 'Budget' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input).toHaveValue('150');
  });

  it('formats the value for the locale', () => {
    render(
      <I18nProvider locale="de-DE">
        <NumberField
          label="Budget"
          defaultValue={1234.5}
          formatOptions={{ style: 'currency', currency: 'EUR' }}
        />
      </I18nProvider>,
    );
    // Intl puts a no-break space before the euro sign.
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('1.234,50\u00a0€');
  });

  it('shows required, invalid, disabled and read-only states', () => {
    render(
      <>
        <NumberField label="Nights" isRequired isInvalid errorMessage="Enter at least 1 night." />
        <NumberField label="Disabled" isDisabled />
        <NumberField label="Read-only" isReadOnly defaultValue={2} />
      </>,
    );
    const nights = screen.getByRole('textbox', { name: /Nights/ });
    expect(nights).toBeRequired();
    expect(nights).toHaveAttribute('aria-invalid', 'true');
    expect(nights).toHaveAccessibleDescription('Enter at least 1 night.');
    expect(screen.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Read-only' })).toHaveAttribute('readonly');
  });

  it('warns and shows invalid, without throwing, when minValue is above maxValue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<NumberField label="Rooms" defaultValue={5} minValue={10} maxValue={2} />);
    const input = screen.getByRole('textbox', { name: 'Rooms' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('minValue (10) is greater than maxValue (2)'),
    );
    // The impossible bounds are dropped rather than clamping every value into an empty range.
    await userEvent.click(screen.getByRole('button', { name: /Increase.*Rooms/ }));
    expect(input).toHaveValue('6');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <NumberField label="Travellers" description="Adults and children" defaultValue={2} />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
