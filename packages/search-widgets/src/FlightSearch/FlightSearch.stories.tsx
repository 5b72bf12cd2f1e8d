import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { storyAirports, storyLinkConfig, withToaster } from '../SearchForm/storyFixtures';
import { FlightSearch } from './FlightSearch';

const meta = {
  title: 'Search Widgets/FlightSearch',
  component: FlightSearch,
  tags: ['autodocs'],
  args: { linkConfig: storyLinkConfig, loadAirports: storyAirports },
  decorators: [withToaster],
} satisfies Meta<typeof FlightSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const mobile = { viewport: { value: 'mobile1', isRotated: false } };

function watchOpen() {
  return spyOn(window, 'open').mockReturnValue(null);
}

async function chooseAirport(canvas: ReturnType<typeof within>, field: string, query: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: field }));
  await userEvent.keyboard(query);
  await canvas.findByRole('option');
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** Types a date field's segments (en-US: MMDDYYYY), starting at its first month segment. */
async function typeDates(canvas: ReturnType<typeof within>, field: string, digits: string) {
  const [month] = within(canvas.getByRole('group', { name: field })).getAllByRole('spinbutton', {
    name: /month/i,
  });
  await userEvent.click(month as HTMLElement);
  await userEvent.keyboard(digits);
}

export const RoundTrip: Story = {};

/** Keyboard only, round trip: the partner URL with both legs opens (SW-002, SW-099, SW-100). */
export const OpensRoundTrip: Story = {
  play: async ({ canvas }) => {
    const open = watchOpen();
    await chooseAirport(canvas, 'From', 'JFK');
    await chooseAirport(canvas, 'To', 'LHR');
    const year = new Date().getFullYear() + 1;
    await typeDates(canvas, 'Departure – return', `0704${year}0714${year}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flights' }));
    await expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]?.[0] as string);
    await expect(url.searchParams.get('leg1')).toBe(
      `from:New York (JFK),to:London (LHR),departure:7/4/${year}TANYT`,
    );
    await expect(url.searchParams.get('leg2')).toBe(
      `from:London (LHR),to:New York (JFK),departure:7/14/${year}TANYT`,
    );
    await expect(url.searchParams.get('trip')).toBe('roundtrip');
    await expect(url.searchParams.get('affcid')).toBe('voyagent-stories');
    open.mockRestore();
  },
};

/** One-way: a single departure picker, no leg2 (SW-109). */
export const OneWay: Story = {
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: /Trip/ }));
    await userEvent.click(await body().findByRole('option', { name: 'One-way' }));
    await chooseAirport(canvas, 'From', 'CDG');
    await chooseAirport(canvas, 'To', 'JFK');
    await typeDates(canvas, 'Departure', `0704${new Date().getFullYear() + 1}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flights' }));
    const url = new URL(open.mock.calls[0]?.[0] as string);
    await expect(url.searchParams.has('leg2')).toBe(false);
    await expect(url.searchParams.get('trip')).toBe('oneway');
    open.mockRestore();
  },
};

/** Submitted empty: texts at the fields, the toast, nothing opened (SW-003, SW-015…SW-017). */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flights' }));
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(
      'Origin airport is required',
    );
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      'Destination airport is required',
    );
    await expect(canvas.getByText('Departure date is required')).toBeVisible();
    await body().findByRole('alertdialog', { name: 'Invalid search parameters' });
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

/** Phone layout at 320 px: separate pickers, passengers 1-8, "Find Flights" (SW-036, SW-037). */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Passengers/ }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Find Flights' })).toBeVisible();
  },
};

/** SW-039: the return calendar blocks the days before the departure (and before today). */
export const MobileReturnPicker: Story = {
  args: { layout: 'mobile' },
  globals: mobile,
  play: async ({ canvas }) => {
    const departure = today(getLocalTimeZone()).add({ days: 3 });
    await typeDates(
      canvas,
      'Departure',
      `${String(departure.month).padStart(2, '0')}${String(departure.day).padStart(2, '0')}${departure.year}`,
    );
    const returnField = canvas.getByRole('group', { name: 'Return' });
    await userEvent.click(within(returnField).getByRole('button', { name: /calendar/i }));
    const dialog = await body().findByRole('dialog');
    const dayBefore = departure.subtract({ days: 1 });
    const cells = within(dialog).getAllByRole('button');
    const blocked = cells.find(
      (cell) =>
        cell.textContent === String(dayBefore.day) && !cell.hasAttribute('data-outside-month'),
    );
    const allowed = cells.find(
      (cell) =>
        cell.textContent === String(departure.day) && !cell.hasAttribute('data-outside-month'),
    );
    // The departure's month may start on the departure itself, leaving no earlier day shown.
    if (dayBefore.month === departure.month) {
      await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(allowed).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

/** SW-030, SW-031: an empty origin or destination on the phone form. */
export const MobileMissingFlightDetails: Story = {
  args: { layout: 'mobile' },
  globals: mobile,
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Flights' }));
    const toast = await body().findByRole('alertdialog', { name: 'Missing flight details' });
    await expect(toast).toHaveAccessibleDescription('Please select origin and destination cities.');
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

/** Inside `<I18nProvider locale="es-ES">`: labels, buttons and validation texts in Spanish. */
export const Spanish: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="es-ES">
        <div lang="es">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar vuelos' }));
    await expect(canvas.getByRole('combobox', { name: 'Origen' })).toHaveAccessibleDescription(
      'El aeropuerto de origen es obligatorio',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flights' }));
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(
      'Origin airport is required',
    );
  },
};

export const DarkMobile: Story = {
  args: { layout: 'mobile' },
  globals: { theme: 'dark', ...mobile },
};
