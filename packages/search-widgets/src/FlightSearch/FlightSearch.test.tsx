import { screen, within } from '@testing-library/react';
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
import { FlightSearch, type FlightSearchProps } from './FlightSearch';

const linkConfig: SearchLinkConfig = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
  affiliateIds: { affcid: 'voyagent-test' },
};

function renderFlightSearch(props: Partial<FlightSearchProps> = {}) {
  const loadAirports = vi.fn().mockResolvedValue([]);
  return renderSearchForm(
    <FlightSearch linkConfig={linkConfig} loadAirports={loadAirports} {...props} />,
  );
}

const from = () => screen.getByRole('combobox', { name: 'From' });
const to = () => screen.getByRole('combobox', { name: 'To' });
const opened = (open: { mock: { calls: unknown[][] } }) =>
  new URL(open.mock.calls[0]?.[0] as string);

afterEach(cleanUpSearchForm);

// Typing whole airport names key by key in jsdom is slow on a busy machine.
describe('FlightSearch, desktop', { timeout: 60_000 }, () => {
  // SW-002, SW-099…SW-113
  it('opens exactly the built round-trip URL in a new tab', async () => {
    const { user, open } = renderFlightSearch();
    await user.type(from(), 'New York (JFK)');
    await user.type(to(), 'LHR - London');
    await typeDate(user, monthSegments('Departure – return')[0] as HTMLElement, '07042027');
    await typeDate(user, monthSegments('Departure – return')[1] as HTMLElement, '07142027');
    const children = screen.getByRole('textbox', { name: 'Children' });
    await user.clear(children);
    await user.type(children, '1');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://partner.example/Flights-Search' +
        '?leg1=from%3ANew+York+%28JFK%29%2Cto%3ALondon+%28LHR%29%2Cdeparture%3A7%2F4%2F2027TANYT' +
        '&leg2=from%3ALondon+%28LHR%29%2Cto%3ANew+York+%28JFK%29%2Cdeparture%3A7%2F14%2F2027TANYT' +
        '&mode=search&options=carrier%3A%2Ccabinclass%3Aeconomy%2Cmaxhops%3A1%2Cnopenalty%3AN' +
        '&pageId=0&passengers=adults%3A1%2Cchildren%3A1%2Cinfantinlap%3AN&trip=roundtrip' +
        '&affcid=voyagent-test',
      '_blank',
      'noopener,noreferrer',
    );
  });

  // SW-107, SW-109
  it('searches one-way with a single departure date and no leg2', async () => {
    const { user, open } = renderFlightSearch();
    // A return picked before switching to one-way must not reach the link.
    await typeDate(user, monthSegments('Departure – return')[0] as HTMLElement, '07042027');
    await typeDate(user, monthSegments('Departure – return')[1] as HTMLElement, '07142027');
    await user.click(screen.getByRole('button', { name: /Trip/ }));
    await user.click(screen.getByRole('option', { name: 'One-way' }));
    expect(screen.queryByRole('group', { name: 'Departure – return' })).toBeNull();
    await user.type(from(), 'CDG');
    await user.type(to(), 'Rome (FCO)');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    const url = opened(open);
    expect(url.searchParams.get('leg1')).toBe('from:CDG,to:Rome (FCO),departure:7/4/2027TANYT');
    expect(url.searchParams.has('leg2')).toBe(false);
    expect(url.searchParams.get('trip')).toBe('oneway');
  });

  // SW-003, SW-015, SW-016, SW-017, SW-115
  it('shows each validation text at its field and the toast, opening nothing', async () => {
    const { user, open } = renderFlightSearch();
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    expect(from()).toHaveAccessibleDescription('Origin airport is required');
    expect(to()).toHaveAccessibleDescription('Destination airport is required');
    expect(screen.getByText('Departure date is required')).toBeVisible();
    const toast = await findToast('Invalid search parameters');
    expect(toast).toHaveAccessibleDescription('Origin airport is required');
    expect(open).not.toHaveBeenCalled();
  });

  // SW-024
  it('refuses more than 9 travellers in all', async () => {
    const { user, open } = renderFlightSearch();
    await user.type(from(), 'JFK');
    await user.type(to(), 'LHR');
    await typeDate(user, monthSegments('Departure – return')[0] as HTMLElement, '07042027');
    await typeDate(user, monthSegments('Departure – return')[1] as HTMLElement, '07142027');
    for (const [name, count] of [
      ['Adults', '5'],
      ['Children', '5'],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, count);
    }
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    const passengers = screen.getByRole('group', { name: 'Passengers' });
    expect(within(passengers).getByRole('alert')).toHaveTextContent(
      'Total passengers cannot exceed 9',
    );
    expect(open).not.toHaveBeenCalled();
  });
});

describe('FlightSearch, mobile', { timeout: 60_000 }, () => {
  // SW-030, SW-031, SW-037
  it('asks for both cities with the "Missing flight details" toast, opening nothing', async () => {
    const { user, open } = renderFlightSearch({ layout: 'mobile' });
    await user.type(from(), 'JFK');
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));

    const toast = await findToast('Missing flight details');
    expect(toast).toHaveAccessibleDescription('Please select origin and destination cities.');
    expect(open).not.toHaveBeenCalled();
  });

  // SW-036, SW-040
  it('flies today and back tomorrow when no dates are picked, for the passengers chosen (1-8)', async () => {
    const { user, open } = renderFlightSearch({ layout: 'mobile' });
    await user.type(from(), 'JFK');
    await user.type(to(), 'LHR');
    await user.click(screen.getByRole('button', { name: /Passengers/ }));
    const choices = screen.getAllByRole('option').map((option) => option.textContent);
    expect(choices).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    await user.click(screen.getByRole('option', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));

    const url = opened(open);
    expect(url.searchParams.get('leg1')).toBe('from:JFK,to:LHR,departure:6/10/2027TANYT');
    expect(url.searchParams.get('leg2')).toBe('from:LHR,to:JFK,departure:6/11/2027TANYT');
    expect(url.searchParams.get('passengers')).toBe('adults:4,children:0,infantinlap:N');
  });

  // SW-019, SW-039 (the picker's disabled days are checked in the MobileReturnPicker story)
  it('refuses a return typed before the departure, at the return field', async () => {
    const { user, open } = renderFlightSearch({ layout: 'mobile' });
    await user.type(from(), 'JFK');
    await user.type(to(), 'LHR');
    await typeDate(user, monthSegments('Departure')[0] as HTMLElement, '07042027');
    await typeDate(user, monthSegments('Return')[0] as HTMLElement, '07022027');
    await user.click(screen.getByRole('button', { name: 'Find Flights' }));

    const returnGroup = screen.getByRole('group', { name: 'Return' });
    expect(returnGroup).toHaveAttribute('data-invalid', 'true');
    const returnField = returnGroup.parentElement as HTMLElement;
    expect(within(returnField).getByText('Return date must be after departure date')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('FlightSearch in German', { timeout: 60_000 }, () => {
  it('labels its fields and trip types in German and says what is wrong in German', async () => {
    const { user, open } = renderSearchForm(
      <I18nProvider locale="de-DE">
        <FlightSearch linkConfig={linkConfig} loadAirports={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('form', { name: 'Flugsuche' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Reise/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Hin- und Rückflug',
      'Nur Hinflug',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Flüge suchen' }));

    expect(screen.getByRole('combobox', { name: 'Von' })).toHaveAccessibleDescription(
      'Der Abflughafen ist erforderlich',
    );
    const toast = await findToast('Ungültige Suchangaben');
    expect(toast).toHaveAccessibleDescription('Der Abflughafen ist erforderlich');
    expect(open).not.toHaveBeenCalled();
  });
});
