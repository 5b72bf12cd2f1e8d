import { screen } from '@testing-library/react';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUpSearchForm,
  findToast,
  monthSegments,
  renderSearchForm,
  typeDate,
} from '../SearchForm/testing';
import type { SearchLinkConfig } from '../search/searchLinkConfig';
import { HotelSearch, type HotelSearchProps } from './HotelSearch';

const linkConfig: SearchLinkConfig = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
};

function renderHotelSearch(props: Partial<HotelSearchProps> = {}) {
  const loadDestinations = vi.fn().mockResolvedValue([]);
  return renderSearchForm(
    <HotelSearch linkConfig={linkConfig} loadDestinations={loadDestinations} {...props} />,
  );
}

const destinationField = () => screen.getByRole('combobox', { name: 'Destination' });
const searchButton = () => screen.getByRole('button', { name: 'Search Hotels' });

afterEach(cleanUpSearchForm);

// Typing key by key in jsdom is slow on a busy machine.
describe('HotelSearch, desktop', { timeout: 60_000 }, () => {
  // SW-002, SW-079…SW-096
  it('opens exactly the built partner URL in a new tab for a valid search', async () => {
    const { user, open } = renderHotelSearch();
    await user.type(destinationField(), 'Paris, France');
    const [checkIn] = monthSegments('Check-in – check-out');
    await typeDate(user, checkIn as HTMLElement, '06152027');
    const [, checkOut] = monthSegments('Check-in – check-out');
    await typeDate(user, checkOut as HTMLElement, '06182027');
    const rooms = screen.getByRole('textbox', { name: 'Rooms' });
    await user.clear(rooms);
    await user.type(rooms, '2');
    await user.click(searchButton());

    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://partner.example/Hotel-Search?destination=Paris%2C+France&flexibility=0_DAY' +
        '&d1=2027-06-15&startDate=2027-06-15&d2=2027-06-18&endDate=2027-06-18&adults=2&rooms=2' +
        '&theme=&userIntent=&semdtl=&categorySearch=&useRewards=false&sort=RECOMMENDED',
      '_blank',
      'noopener,noreferrer',
    );
  });

  // SW-043
  it('suggests the page’s own destinations at once and searches the one chosen', async () => {
    const { user, open } = renderHotelSearch({
      loadDestinations: () => new Promise(() => undefined),
      localDestinations: [{ name: 'Porto', country: 'Portugal', displayName: 'Porto, Portugal' }],
    });
    await user.type(destinationField(), 'Por');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Porto Portugal',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    const [checkIn, checkOut] = monthSegments('Check-in – check-out');
    await typeDate(user, checkIn as HTMLElement, '06152027');
    await typeDate(user, checkOut as HTMLElement, '06182027');
    await user.click(searchButton());
    const url = new URL(open.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('destination')).toBe('Porto, Portugal');
  });

  // SW-003, SW-004, SW-005, SW-115
  it('shows each validation text at its field and the toast, opening nothing', async () => {
    const { user, open } = renderHotelSearch();
    await user.click(searchButton());

    expect(destinationField()).toHaveAccessibleDescription('Destination is required');
    expect(destinationField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check-in date is required')).toBeVisible();
    const toast = await findToast('Invalid search parameters');
    expect(toast).toHaveAccessibleDescription('Destination is required');
    expect(open).not.toHaveBeenCalled();
  });

  // SW-009
  it('refuses an emptied adults field with its range text', async () => {
    const { user, open } = renderHotelSearch();
    await user.type(destinationField(), 'Rome');
    await typeDate(user, monthSegments('Check-in – check-out')[0] as HTMLElement, '06152027');
    await typeDate(user, monthSegments('Check-in – check-out')[1] as HTMLElement, '06162027');
    await user.clear(screen.getByRole('textbox', { name: 'Adults' }));
    await user.click(searchButton());

    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveAccessibleDescription(
      'Number of adults must be between 1 and 20',
    );
    expect(open).not.toHaveBeenCalled();
  });

  // SW-116, SW-117
  it('shows "Search error" when the link cannot be built, opening nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, open } = renderHotelSearch({
      linkConfig: { ...linkConfig, hotelSearchBaseUrl: '' },
      layout: 'mobile',
    });
    await user.type(destinationField(), 'Rome');
    await user.click(searchButton());

    const toast = await findToast('Search error');
    expect(toast).toHaveAccessibleDescription('Unable to open hotel search. Please try again.');
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('HotelSearch, mobile', { timeout: 60_000 }, () => {
  // SW-013, SW-014
  it('asks for a destination with the "Missing destination" toast, opening nothing', async () => {
    const { user, open } = renderHotelSearch({ layout: 'mobile' });
    await user.click(searchButton());

    const toast = await findToast('Missing destination');
    expect(toast).toHaveAccessibleDescription('Please select a destination.');
    expect(open).not.toHaveBeenCalled();
  });

  // SW-035, SW-040
  it('searches today to tomorrow when no dates are picked, for the guests chosen (1-8)', async () => {
    const { user, open } = renderHotelSearch({ layout: 'mobile' });
    await user.type(destinationField(), 'Lisbon');
    await user.click(screen.getByRole('button', { name: /Guests/ }));
    const guests = screen.getAllByRole('option').map((option) => option.textContent);
    expect(guests).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    await user.click(screen.getByRole('option', { name: '3' }));
    await user.click(searchButton());

    const url = new URL(open.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('d1')).toBe('2027-06-10');
    expect(url.searchParams.get('d2')).toBe('2027-06-11');
    expect(url.searchParams.get('adults')).toBe('3');
    expect(url.searchParams.get('rooms')).toBe('1');
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('HotelSearch with a default destination', { timeout: 60_000 }, () => {
  it('starts with it in the field, searches it as is, and lets the visitor replace it', async () => {
    const { user, open } = renderHotelSearch({
      layout: 'mobile',
      defaultDestination: 'Lisbon, Portugal',
    });
    expect(destinationField()).toHaveValue('Lisbon, Portugal');
    await user.click(searchButton());
    expect(new URL(open.mock.calls[0]?.[0] as string).searchParams.get('destination')).toBe(
      'Lisbon, Portugal',
    );

    await user.clear(destinationField());
    await user.type(destinationField(), 'Rome');
    await user.click(searchButton());
    expect(new URL(open.mock.calls[1]?.[0] as string).searchParams.get('destination')).toBe('Rome');
  });
});

describe('HotelSearch in French', { timeout: 60_000 }, () => {
  const renderInFrench = (props: Partial<HotelSearchProps> = {}) =>
    renderSearchForm(
      <I18nProvider locale="fr-FR">
        <HotelSearch linkConfig={linkConfig} loadDestinations={vi.fn()} {...props} />
      </I18nProvider>,
    );

  it('labels its form and fields in French and says what is wrong in French', async () => {
    const { user, open } = renderInFrench();
    expect(screen.getByRole('form', { name: 'Recherche d’hôtels' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Chambres' })).toBeVisible();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    expect(destination).toHaveAttribute('placeholder', 'Ville ou région');
    await user.click(screen.getByRole('button', { name: 'Rechercher des hôtels' }));

    expect(destination).toHaveAccessibleDescription('La destination est obligatoire');
    expect(screen.getByText('La date d’arrivée est obligatoire')).toBeVisible();
    const toast = await findToast('Paramètres de recherche non valides');
    expect(toast).toHaveAccessibleDescription('La destination est obligatoire');
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for a destination in French on the phone form', async () => {
    const { user } = renderInFrench({ layout: 'mobile' });
    expect(screen.getByRole('button', { name: /Voyageurs/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rechercher des hôtels' }));
    const toast = await findToast('Destination manquante');
    expect(toast).toHaveAccessibleDescription('Veuillez choisir une destination.');
  });
});
