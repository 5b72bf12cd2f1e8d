import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  failingServer,
  pendingServer,
  STORY_CITIES,
  STORY_HOTELS,
  storyServer,
} from '../autocomplete/autocompleteStoryFixtures';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { CityOrHotelAutocomplete } from './CityOrHotelAutocomplete';

const ROME_AREA: CitySuggestion[] = [
  ['Roma', 'Italy'],
  ['Romford', 'United Kingdom'],
  ['Romont', 'Switzerland'],
].map(([name = '', country = '']) => ({ name, country, displayName: `${name}, ${country}` }));

const meta = {
  title: 'Search Widgets/CityOrHotelAutocomplete',
  component: CityOrHotelAutocomplete,
  tags: ['autodocs'],
  args: {
    label: 'City or hotel',
    placeholder: 'Where are you staying?',
    loadCities: storyServer(ROME_AREA),
    localCities: STORY_CITIES,
    localHotels: STORY_HOTELS,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CityOrHotelAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (canvas: { queryAllByRole: (role: 'option') => HTMLElement[] }) =>
  canvas.queryAllByRole('option').map((option) => option.textContent);

const LOCAL_ROM = [
  'Rome Italy',
  'Romans-sur-Isère France',
  'Hotel Artemide Rome',
  'Hotel Eden Rome',
  'Hotel de Russie Rome',
  'Rome Cavalieri Rome',
];

export const Empty: Story = {};

/** Before the server answers: local cities, then local hotels (travel.md §9: up to 6 and 4). */
export const LocalOnly: Story = {
  args: { loadCities: pendingServer },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Rom');
    await expect(optionTexts(canvas)).toEqual(LOCAL_ROM);
  },
};

export const Loading: Story = {
  args: { loadCities: pendingServer, localCities: [], localHotels: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Rom');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The server's cities replace the local cities; the hotels stay. Choose a hotel. */
export const Replaced: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Rom');
    await waitFor(() => expect(optionTexts(canvas)[0]).toBe('Roma Italy'));
    await expect(optionTexts(canvas)).toEqual([
      'Roma Italy',
      'Romford United Kingdom',
      'Romont Switzerland',
      ...LOCAL_ROM.slice(2),
    ]);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ kind: 'hotel', hotel: STORY_HOTELS[3] });
  },
};

/** The server fails: the 8 best local matches, cities and hotels together (travel.md §7). */
export const ErrorFallback: Story = {
  args: { loadCities: failingServer },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Rom');
    await waitFor(() => expect(optionTexts(canvas)).toHaveLength(7));
    await expect(optionTexts(canvas)).toEqual([...LOCAL_ROM, 'Hotel Raphael Rome']);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
