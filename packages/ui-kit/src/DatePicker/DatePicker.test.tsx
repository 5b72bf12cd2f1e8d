import { CalendarDate } from '@internationalized/date';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, DateRangePicker, MultiDatePicker } from './DatePicker';
import { RANGE_END_BEFORE_START_MESSAGE } from './datePickerRules';

// "Today" is Sunday 15 March 2026 for every test, so past and future days are known.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /calendar/i }));
  return screen.findByRole('dialog');
}

describe('DatePicker (single)', { timeout: 20_000 }, () => {
  it('disables past days and selects with the keyboard: arrows move, Enter picks and closes (SW-122)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Departure" onChange={onChange} />);
    const dialog = await openCalendar(user);

    expect(
      within(dialog).getByRole('button', { name: /Saturday, March 14, 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    const todayCell = within(dialog).getByRole('button', { name: /Today, Sunday, March 15, 2026/ });
    expect(todayCell).not.toHaveAttribute('aria-disabled');
    expect(todayCell).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day(/Monday, March 23, 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 23));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('allows past days when asked', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date of birth" allowPastDates />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: /March 14, 2026/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('shows previous/next buttons without both bounds', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Departure" maxValue={new CalendarDate(2027, 3, 1)} />);
    const dialog = await openCalendar(user);
    // Past days are disabled, so there is no earlier month to go to.
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    // react-aria adds a hidden second "Next" for screen readers after the grid; ours is first.
    await user.click(within(dialog).getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    expect(within(dialog).getByRole('grid', { name: /April 2026/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('shows month and year dropdowns when both bounds are given', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Departure"
        minValue={new CalendarDate(2026, 1, 1)}
        maxValue={new CalendarDate(2027, 12, 31)}
      />,
    );
    const dialog = await openCalendar(user);
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    const month = within(dialog).getByRole('combobox', { name: 'month' });
    const year = within(dialog).getByRole('combobox', { name: 'year' });
    // Past days are disabled, so months before March 2026 cannot be picked.
    expect(within(month).getByRole('option', { name: 'Feb' })).toBeDisabled();
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2027']);
    await user.selectOptions(month, 'Jun');
    await user.selectOptions(year, '2027');
    expect(within(dialog).getByRole('grid', { name: /June 2027/ })).toBeInTheDocument();
  });

  it('warns about bounds that exclude every day and falls back to buttons', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Departure"
        minValue={new CalendarDate(2027, 1, 1)}
        maxValue={new CalendarDate(2026, 6, 1)}
      />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('minValue is after maxValue'));
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole('button', { name: 'Next' })[0]).toHaveAttribute(
      'slot',
      'next',
    );
  });

  it('follows the locale: French month names and Monday first', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Départ" locale="fr-FR" />);
    await user.click(screen.getByRole('button', { name: /calendrier/i }));
    const grid = await screen.findByRole('grid', { name: 'mars 2026' });
    expect(within(grid).getByRole('button', { name: /dimanche 15 mars 2026/ })).toBeInTheDocument();
    // The week starts on Monday ("L" for lundi) in France.
    expect(grid.querySelector('th')).toHaveTextContent('L');
  });

  it('shows an error message as invalid', () => {
    render(<DatePicker label="Departure" errorMessage="Departure date is required" />);
    expect(screen.getByText('Departure date is required')).toBeInTheDocument();
  });

  it('has no axe violations with the calendar open', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<DatePicker label="Departure" />);
    await openCalendar(user);
    const results = await axe.run(baseElement);
    expect(results.violations).toEqual([]);
  });
});

describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows two months and closes once both ends are chosen (SW-123)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker label="Stay" onChange={onChange} />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);

    const april = within(dialog).getByRole('grid', { name: 'April 2026' });
    await user.click(day(/Friday, March 20, 2026/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(april).getByRole('button', { name: /Thursday, April 2, 2026/ }));

    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 20),
      end: new CalendarDate(2026, 4, 2),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selects a range with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker label="Stay" onChange={onChange} />);
    await openCalendar(user);
    // Enter anchors the start on today; react-aria then moves focus to the next available day.
    await user.keyboard('{Enter}');
    expect(day(/Monday, March 16, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(day(/Wednesday, March 18, 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 15),
      end: new CalendarDate(2026, 3, 18),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a reversed range as invalid with a message, warns, and does not throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <DateRangePicker
        label="Stay"
        defaultValue={{ start: new CalendarDate(2026, 4, 10), end: new CalendarDate(2026, 4, 5) }}
      />,
    );
    expect(screen.getByText(RANGE_END_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stay' })).toHaveAttribute('data-invalid', 'true');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(RANGE_END_BEFORE_START_MESSAGE));
  });

  it('clears the reversed-range error once a valid range is picked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <DateRangePicker
        label="Stay"
        defaultValue={{ start: new CalendarDate(2026, 4, 10), end: new CalendarDate(2026, 4, 5) }}
      />,
    );
    const dialog = await openCalendar(user);
    const april = within(dialog).getByRole('grid', { name: 'April 2026' });
    await user.click(within(april).getByRole('button', { name: /Monday, April 6, 2026/ }));
    await user.click(within(april).getByRole('button', { name: /Wednesday, April 8, 2026/ }));
    expect(screen.queryByText(RANGE_END_BEFORE_START_MESSAGE)).toBeNull();
  });

  it('has no axe violations with both months open', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<DateRangePicker label="Stay" />);
    await openCalendar(user);
    const results = await axe.run(baseElement);
    expect(results.violations).toEqual([]);
  });
});

describe('MultiDatePicker', { timeout: 20_000 }, () => {
  it('toggles days by click and by Enter, never past days (SW-119)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MultiDatePicker label="Flexible days" onChange={onChange} />);
    const grid = screen.getByRole('grid', { name: /Flexible days/ });

    await user.click(within(grid).getByRole('button', { name: /March 18, 2026/ }));
    await user.click(within(grid).getByRole('button', { name: /March 20, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      new CalendarDate(2026, 3, 18),
      new CalendarDate(2026, 3, 20),
    ]);

    // Focus is on the 20th: Enter toggles it off again.
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([new CalendarDate(2026, 3, 18)]);

    await user.click(within(grid).getByRole('button', { name: /March 10, 2026/ }));
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(within(grid).getByRole('gridcell', { name: /18/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <MultiDatePicker
        label="Flexible days"
        description="Pick every day you could travel."
        defaultValue={[new CalendarDate(2026, 3, 18)]}
      />,
    );
    await act(async () => {
      const results = await axe.run(container);
      expect(results.violations).toEqual([]);
    });
  });
});
