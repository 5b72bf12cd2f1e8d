import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyDestinations, storyLinkConfig, withToaster } from '../SearchForm/storyFixtures';
import { HotelSearch } from './HotelSearch';

const meta = {
  title: 'Search Widgets/HotelSearch',
  component: HotelSearch,
  tags: ['autodocs'],
  args: { linkConfig: storyLinkConfig, loadDestinations: storyDestinations },
  decorators: [withToaster],
} satisfies Meta<typeof HotelSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Watches window.open for the play function, opening nothing. */
function watchOpen() {
  return spyOn(window, 'open').mockReturnValue(null);
}

export const Desktop: Story = {};

/** Keyboard only: choose a suggestion, type the dates, submit: the partner URL opens (SW-002). */
export const OpensPartnerSearch: Story = {
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    await userEvent.keyboard('Par');
    await canvas.findByRole('option', { name: 'Paris France' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const [checkIn] = within(
      canvas.getByRole('group', { name: 'Check-in – check-out' }),
    ).getAllByRole('spinbutton', { name: /month/i });
    await userEvent.click(checkIn as HTMLElement);
    const year = new Date().getFullYear() + 1;
    await userEvent.keyboard(`0615${year}0618${year}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]?.[0] as string);
    await expect(url.origin + url.pathname).toBe('https://partner.example/Hotel-Search');
    await expect(url.searchParams.get('destination')).toBe('Paris, France');
    await expect(url.searchParams.get('d1')).toBe(`${year}-06-15`);
    await expect(url.searchParams.get('d2')).toBe(`${year}-06-18`);
    open.mockRestore();
  },
};

/** Submitted empty: the texts at the fields and the toast; nothing opens (SW-003, SW-115). */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveAccessibleDescription(
      'Destination is required',
    );
    await expect(canvas.getByText('Check-in date is required')).toBeVisible();
    await body().findByRole('alertdialog', { name: 'Invalid search parameters' });
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

/** The partner page is not configured: "Search error" (SW-116, SW-117). */
export const SearchError: Story = {
  args: { linkConfig: { ...storyLinkConfig, hotelSearchBaseUrl: '' }, layout: 'mobile' },
  play: async ({ canvas }) => {
    const open = watchOpen();
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'Rome');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    const toast = await body().findByRole('alertdialog', { name: 'Search error' });
    await expect(toast).toHaveAccessibleDescription(
      'Unable to open hotel search. Please try again.',
    );
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
    warn.mockRestore();
  },
};

/** Phone layout at 320 px: guests 1-8, no rooms field. */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Rooms' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Guests/ }));
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
  },
};

/** SW-013, SW-014: an empty destination on the phone form. */
export const MobileMissingDestination: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    const toast = await body().findByRole('alertdialog', { name: 'Missing destination' });
    await expect(toast).toHaveAccessibleDescription('Please select a destination.');
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

/** A preset destination (an embed's `data-default-destination`), searched as it stands. */
export const WithDefaultDestination: Story = {
  args: { defaultDestination: 'Lisbon, Portugal', layout: 'mobile' },
  play: async ({ canvas }) => {
    const open = watchOpen();
    await expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveValue(
      'Lisbon, Portugal',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]?.[0] as string);
    await expect(url.searchParams.get('destination')).toBe('Lisbon, Portugal');
    open.mockRestore();
  },
};

/** Inside `<I18nProvider locale="fr-FR">`: labels, buttons and validation texts in French. */
export const French: Story = {
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
    const open = watchOpen();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher des hôtels' }));
    await expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveAccessibleDescription(
      'La destination est obligatoire',
    );
    await expect(canvas.getByText('La date d’arrivée est obligatoire')).toBeVisible();
    await body().findByRole('alertdialog', { name: 'Paramètres de recherche non valides' });
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveAccessibleDescription(
        'Destination is required',
      ),
    );
  },
};

export const DarkMobile: Story = {
  args: { layout: 'mobile' },
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
