import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  failingServer,
  pendingServer,
  SERVER_CITIES,
  STORY_CITIES,
  storyServer,
} from '../autocomplete/autocompleteStoryFixtures';
import { DestinationAutocomplete } from './DestinationAutocomplete';

const meta = {
  title: 'Search Widgets/DestinationAutocomplete',
  component: DestinationAutocomplete,
  tags: ['autodocs'],
  args: {
    label: 'Destination',
    placeholder: 'City or area',
    loadCities: storyServer(SERVER_CITIES),
    localCities: STORY_CITIES,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DestinationAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (canvas: { queryAllByRole: (role: 'option') => HTMLElement[] }) =>
  canvas.queryAllByRole('option').map((option) => option.textContent);

/** Nothing typed yet. */
export const Empty: Story = {};

/** The server has not answered: the bundled matches show at once (travel.md §7). */
export const LocalOnly: Story = {
  args: { loadCities: pendingServer },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Pa');
    await expect(optionTexts(canvas)).toEqual(['Paris France', 'Pau France', 'Parma Italy']);
  },
};

/** No bundled match and no answer yet: the loading state. */
export const Loading: Story = {
  args: { loadCities: pendingServer, localCities: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Pa');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The server's first 6 cities replace the bundled ones; choose one with the keyboard. */
export const Replaced: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Par');
    await expect(optionTexts(canvas)).toEqual(['Paris France', 'Parma Italy']);
    await waitFor(() => expect(optionTexts(canvas)).toHaveLength(6));
    await expect(optionTexts(canvas)[0]).toBe('Paris United States');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(SERVER_CITIES[0]);
  },
};

/** The server fails: the bundled matches stay, no error. */
export const ErrorFallback: Story = {
  args: { loadCities: failingServer },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Lis');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(optionTexts(canvas)).toEqual(['Lisbon Portugal']);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The server fails and nothing bundled matches: the error text. */
export const Unavailable: Story = {
  args: { loadCities: failingServer },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Xq');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Suggestions are unavailable right now.',
      ),
    );
  },
};
