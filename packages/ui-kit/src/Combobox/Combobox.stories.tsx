import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Combobox, type ComboboxProps } from './Combobox';

interface City {
  name: string;
  country: string;
}

const CITIES: City[] = [
  { name: 'Paris', country: 'France' },
  { name: 'Parma', country: 'Italy' },
  { name: 'Paro', country: 'Bhutan' },
  { name: 'London', country: 'United Kingdom' },
  { name: 'Lisbon', country: 'Portugal' },
];

/** A stand-in for the city-suggestions call: answers after 150 ms and honours the abort signal. */
function searchCities(query: string, signal: AbortSignal): Promise<City[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase())));
    }, 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The floating popup around the listbox, which carries the minimum width. */
function popupOf(listbox: HTMLElement): HTMLElement {
  if (!listbox.parentElement) throw new Error('The listbox has no popup around it');
  return listbox.parentElement;
}

const CityCombobox = (props: ComboboxProps<City>) => <Combobox<City> {...props} />;

const meta = {
  title: 'UI Kit/Combobox',
  component: CityCombobox,
  tags: ['autodocs'],
  args: {
    label: 'Destination',
    placeholder: 'Search a city',
    loadItems: searchCities,
    itemToString: (city: City) => `${city.name}, ${city.country}`,
    renderItem: (city: City) => (
      <span>
        <strong>{city.name}</strong> · {city.country}
      </span>
    ),
    onSelect: fn(),
    minMenuWidth: 400,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CityCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type two letters, move with the arrows, choose with Enter. */
export const Suggestions: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(input, 'Par');
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ name: 'Paris', country: 'France' });
    await expect(input).toHaveValue('Paris, France');
  },
};

/** The menu stays open for the look and the axe check. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Pa');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() =>
      expect(popupOf(listbox).getBoundingClientRect().width).toBeGreaterThanOrEqual(400),
    );
  },
};

/** One character is not enough (travel.md §5): nothing loads. */
export const TooShort: Story = {
  args: { loadItems: fn(searchCities) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'P');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.loadItems).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loadItems: () => new Promise<City[]>(() => undefined) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Par');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Xyz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No results'));
  },
};

export const LoadError: Story = {
  args: {
    loadItems: (): Promise<City[]> => Promise.reject(new Error('offline')),
    errorText: 'City suggestions are unavailable right now.',
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Par');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'City suggestions are unavailable right now.',
      ),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Open.play,
};

/** On a 320 px phone the 400 px minimum is capped to the room available. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Pa');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => {
      const rect = popupOf(listbox).getBoundingClientRect();
      expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

/** Inside `<I18nProvider locale="fr-FR">` the state texts are French ("Aucun résultat"). */
export const French: Story = {
  args: { label: 'Destination', placeholder: 'Rechercher une ville' },
  decorators: [
    (Story) => (
      <I18nProvider locale="fr-FR">
        <div lang="fr">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Xyz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Aucun résultat'));
  },
};

const findLocal = (query: string) =>
  CITIES.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase())).slice(0, 1);

/**
 * `localItems` fill the list at once (here the first bundled match); the loaded answer replaces
 * them after the pause.
 */
export const LocalThenLoaded: Story = {
  args: { localItems: findLocal },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Par');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Paris · France',
    ]);
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
  },
};

/** With `fallbackItems`, a failing source still lists suggestions instead of the error text. */
export const FallbackOnError: Story = {
  args: {
    loadItems: (): Promise<City[]> => Promise.reject(new Error('offline')),
    fallbackItems: findLocal,
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Lon');
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'London · United Kingdom',
      ]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
