import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, DateRangePicker, MultiDatePicker } from './DatePicker';
import { RANGE_END_BEFORE_START_MESSAGE } from './datePickerRules';

const meta = {
  title: 'UI Kit/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Departure date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: /calendar|calendrier|kalender/i }),
  );
  return body().findByRole('dialog');
}

/** The item at `index`, failing the story clearly when it is missing. */
function nth<T>(items: readonly T[], index: number): T {
  const item = index < 0 ? items[items.length + index] : items[index];
  if (item === undefined) throw new Error(`No item at ${index} (of ${items.length})`);
  return item;
}

/** The enabled day buttons of one month grid, in order. */
function selectableDays(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole('button')
    .filter(
      (cell) => !cell.hasAttribute('aria-disabled') && !cell.hasAttribute('data-outside-month'),
    );
}

/** Keyboard path: the calendar opens on today, arrows move, Enter picks and closes it. */
export const Single: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const todayCell = within(dialog).getByRole('button', { name: /^Today/ });
    await waitFor(() => expect(todayCell).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(today(getLocalTimeZone()).add({ days: 1 }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Past days are disabled (travel.md §5); previous/next buttons without both bounds. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Both bounds given: month and year dropdowns replace the buttons (shell.md §5). */
export const DropdownCaption: Story = {
  args: {
    minValue: today(getLocalTimeZone()),
    maxValue: today(getLocalTimeZone()).add({ years: 2 }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const year = within(dialog).getByRole('combobox', { name: 'year' });
    await expect(within(year).getAllByRole('option')).toHaveLength(3);
    await expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    await userEvent.selectOptions(year, String(today(getLocalTimeZone()).year + 1));
    await expect(within(dialog).getByRole('grid')).toHaveAccessibleName(
      new RegExp(String(today(getLocalTimeZone()).year + 1)),
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Departure date is required', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Departure date is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /calendar/i })).toBeDisabled();
  },
};

/** fr-FR: French labels and month names, Monday first. */
export const French: Story = {
  args: { label: 'Date de départ', locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    await expect(dialog.querySelector('th')).toHaveTextContent('L');
  },
};

/**
 * Two months side by side (one under 768 px); the popover closes once both ends are chosen
 * (travel.md §2).
 */
export const Range: Story = {
  render: (args) => <DateRangePicker label="Stay" onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const grids = within(dialog).getAllByRole('grid');
    const narrow = window.matchMedia('(max-width: 767px)').matches;
    await expect(grids).toHaveLength(narrow ? 1 : 2);
    if (narrow)
      await userEvent.click(
        within(dialog).getAllByRole('button', { name: 'Next' })[0] as HTMLElement,
      );
    const month = nth(within(dialog).getAllByRole('grid'), -1);
    const days = selectableDays(month);
    await userEvent.click(nth(days, 2));
    await expect(body().getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(nth(days, 6));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** An end before the start is shown as invalid with a message, never thrown. */
export const RangeEndBeforeStart: Story = {
  render: () => {
    const start = today(getLocalTimeZone()).add({ days: 10 });
    return (
      <DateRangePicker label="Stay" defaultValue={{ start, end: start.subtract({ days: 3 }) }} />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RANGE_END_BEFORE_START_MESSAGE)).toBeVisible();
  },
};

/** Several separate days: each press toggles a day. */
export const Multiple: Story = {
  render: (args) => (
    <MultiDatePicker
      label="Days you could fly"
      description="Pick every day that works."
      onChange={args.onChange}
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    const days = selectableDays(canvas.getByRole('grid'));
    await userEvent.click(nth(days, 3));
    await userEvent.click(nth(days, 5));
    await userEvent.click(nth(days, 3));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(nth(days, 5).closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(nth(days, 3).closest('td')).not.toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <DateRangePicker label="Stay" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement);
  },
};

export const DarkMultiple: Story = {
  globals: { theme: 'dark' },
  render: () => <MultiDatePicker label="Days you could fly" />,
};

/** On a phone the range calendar shows one month. */
export const MobileRange: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <DateRangePicker label="Stay" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
  },
};
