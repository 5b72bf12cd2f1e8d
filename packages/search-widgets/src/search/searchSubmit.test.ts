import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { FlightSearchForm } from './flightSearchValidation';
import type { HotelSearchForm } from './hotelSearchValidation';
import { SearchConfigError, SearchInputError } from './searchErrors';
import { planFlightSearch, planHotelSearch } from './searchSubmit';

const today = new CalendarDate(2026, 3, 15);
const config = {
  hotelSearchBaseUrl: 'https://hotels.partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://flights.partner.example/Flights-Search',
  affiliateIds: { affcid: 'voyagent-42' },
};
const hotel: HotelSearchForm = {
  destination: 'Lisbon',
  checkInDate: new CalendarDate(2026, 3, 20),
  checkOutDate: new CalendarDate(2026, 3, 23),
  adults: 2,
  rooms: 1,
};
const flight: FlightSearchForm = {
  origin: 'Paris (CDG)',
  destination: 'Rome (FCO)',
  departureDate: new CalendarDate(2026, 4, 1),
  returnDate: null,
  adults: 1,
  children: 0,
  infantsOnLap: 0,
  infantsInSeat: 0,
  travelClass: 'business',
};

describe('planHotelSearch (SW-003)', () => {
  it('opens the built link for a valid search', () => {
    const plan = planHotelSearch(hotel, { today, config });
    expect(plan.kind).toBe('open');
    if (plan.kind !== 'open') return;
    expect(new URL(plan.url).searchParams.get('d1')).toBe('2026-03-20');
  });

  it('SW-115: shows the first validation text and opens nothing', () => {
    const plan = planHotelSearch({ ...hotel, destination: '', rooms: 9 }, { today, config });
    expect(plan).toMatchObject({
      kind: 'invalid',
      toast: { title: 'Invalid search parameters', text: 'Destination is required' },
      issues: [{ field: 'destination' }, { field: 'rooms' }],
    });
  });

  it('SW-116, SW-117: a link that cannot be built gives the hotel "Search error"', () => {
    const plan = planHotelSearch(hotel, { today, config: { ...config, hotelSearchBaseUrl: '' } });
    expect(plan).toMatchObject({
      kind: 'failed',
      toast: { title: 'Search error', text: 'Unable to open hotel search. Please try again.' },
    });
    expect(plan.kind === 'failed' && plan.error).toBeInstanceOf(SearchConfigError);
  });

  it('turns impossible coordinates into the "Search error" toast, not a throw', () => {
    const plan = planHotelSearch(
      { ...hotel, coordinates: { lat: 200, lng: 0 } },
      { today, config },
    );
    expect(plan.kind === 'failed' && plan.error).toBeInstanceOf(SearchInputError);
  });
});

describe('planFlightSearch (SW-003)', () => {
  it('opens the built link, affiliate ids included', () => {
    const plan = planFlightSearch(flight, { today, config });
    expect(plan.kind).toBe('open');
    if (plan.kind !== 'open') return;
    expect(new URL(plan.url).searchParams.get('affcid')).toBe('voyagent-42');
    expect(new URL(plan.url).searchParams.get('trip')).toBe('oneway');
  });

  it('SW-115: shows the first validation text and opens nothing', () => {
    const plan = planFlightSearch({ ...flight, departureDate: null }, { today, config });
    expect(plan).toMatchObject({
      kind: 'invalid',
      toast: { title: 'Invalid search parameters', text: 'Departure date is required' },
    });
  });

  it('SW-116, SW-118: a link that cannot be built gives the flight "Search error"', () => {
    const badConfig = { ...config, affiliateIds: { leg1: 'x' } };
    const plan = planFlightSearch(flight, { today, config: badConfig });
    expect(plan).toMatchObject({
      kind: 'failed',
      toast: { title: 'Search error', text: 'Unable to open flight search. Please try again.' },
    });
  });
});
