import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localAirportSource } from '../airports/localAirportSource';
import type { AirportLoader } from '../autocomplete/autocompleteSources';
import { AirportAutocomplete } from './AirportAutocomplete';

/** The bundled OurAirports index, typed as any loader so stories can pass others. */
const bundledAirports: AirportLoader = localAirportSource;

const meta = {
  title: 'Search Widgets/AirportAutocomplete',
  component: AirportAutocomplete,
  tags: ['autodocs'],
  args: {
    label: 'From',
    placeholder: 'City or airport',
    loadAirports: bundledAirports,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AirportAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The bundled OurAirports index: "par" finds both Paris airports. */
export const CityName: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'par');
    await canvas.findByRole('option', { name: /^Paris \(CDG\)/ });
    await expect(canvas.getByRole('option', { name: /^Paris \(ORY\)/ })).toBeVisible();
  },
};

/** A code finds its airport first; Enter puts "City (CODE)" in the field. */
export const Code: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'JFK');
    await canvas.findByRole('option', { name: /^New York \(JFK\)/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('New York (JFK)');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'JFK', city: 'New York' }),
    );
  },
};

export const Loading: Story = {
  args: { loadAirports: () => new Promise(() => undefined) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'par');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The source fails and airports have no bundled fallback here: the error text. */
export const Unavailable: Story = {
  args: { loadAirports: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'par');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Suggestions are unavailable right now.',
      ),
    );
  },
};
