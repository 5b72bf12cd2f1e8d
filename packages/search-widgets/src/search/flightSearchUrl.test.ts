import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { buildFlightSearchUrl } from './flightSearchUrl';
import type { FlightSearch, TravelClass } from './flightSearchValidation';
import { SearchConfigError, SearchInputError } from './searchErrors';

const config = {
  flightSearchBaseUrl: 'https://flights.partner.example/Flights-Search',
  affiliateIds: { affcid: 'voyagent-42', my_ad: 'AFF.US.1' },
};
const roundTrip: FlightSearch = {
  origin: 'Paris, France (CDG - Charles de Gaulle)',
  destination: 'JFK - New York',
  departureDate: new CalendarDate(2026, 3, 5),
  returnDate: new CalendarDate(2026, 11, 28),
  adults: 2,
  children: 1,
  infantsOnLap: 0,
  infantsInSeat: 0,
  travelClass: 'economy',
};

function query(url: string): [string, string][] {
  return [...new URL(url).searchParams];
}

describe('buildFlightSearchUrl', () => {
  // SW-099 to SW-113
  it('carries every field of travel.md §7 for a round trip, then the affiliate ids (SW-111, SW-112)', () => {
    const url = buildFlightSearchUrl(roundTrip, config);
    expect(url.startsWith('https://flights.partner.example/Flights-Search?')).toBe(true);
    expect(query(url)).toEqual([
      ['leg1', 'from:Paris (CDG),to:New York (JFK),departure:3/5/2026TANYT'],
      ['leg2', 'from:New York (JFK),to:Paris (CDG),departure:11/28/2026TANYT'],
      ['mode', 'search'],
      ['options', 'carrier:,cabinclass:economy,maxhops:1,nopenalty:N'],
      ['pageId', '0'],
      ['passengers', 'adults:2,children:1,infantinlap:N'],
      ['trip', 'roundtrip'],
      ['affcid', 'voyagent-42'],
      ['my_ad', 'AFF.US.1'],
    ]);
  });

  it('has no leg2 for a one-way trip', () => {
    const url = buildFlightSearchUrl({ ...roundTrip, returnDate: null }, config);
    const params = new URL(url).searchParams;
    expect(params.has('leg2')).toBe(false);
    expect(params.get('trip')).toBe('oneway');
    expect(params.get('leg1')).toBe('from:Paris (CDG),to:New York (JFK),departure:3/5/2026TANYT');
  });

  it('counts infants among the children and flags a lap infant (SW-112)', () => {
    const lap = buildFlightSearchUrl({ ...roundTrip, children: 1, infantsOnLap: 1 }, config);
    expect(new URL(lap).searchParams.get('passengers')).toBe('adults:2,children:2,infantinlap:Y');
    const seat = buildFlightSearchUrl({ ...roundTrip, children: 0, infantsInSeat: 2 }, config);
    expect(new URL(seat).searchParams.get('passengers')).toBe('adults:2,children:2,infantinlap:N');
  });

  it.each([['premium_economy'], ['business'], ['first']])(
    'asks for the %s cabin (SW-075, SW-076, SW-077, SW-078)',
    (travelClass) => {
      const url = buildFlightSearchUrl({ ...roundTrip, travelClass } as FlightSearch, config);
      expect(new URL(url).searchParams.get('options')).toBe(
        `carrier:,cabinclass:${travelClass},maxhops:1,nopenalty:N`,
      );
    },
  );

  it('works without affiliate ids', () => {
    const url = buildFlightSearchUrl(roundTrip, {
      flightSearchBaseUrl: config.flightSearchBaseUrl,
    });
    expect(query(url).at(-1)).toEqual(['trip', 'roundtrip']);
  });

  it('throws "Invalid airport information" for a blank airport (SW-034)', () => {
    expect(() => buildFlightSearchUrl({ ...roundTrip, origin: '  ' }, config)).toThrow(
      new SearchInputError('Invalid airport information'),
    );
    expect(() => buildFlightSearchUrl({ ...roundTrip, destination: '' }, config)).toThrow(
      new SearchInputError('Invalid airport information'),
    );
  });

  it('refuses an unknown travel class and a non-whole count', () => {
    const cabin = { ...roundTrip, travelClass: 'coach' as TravelClass };
    expect(() => buildFlightSearchUrl(cabin, config)).toThrow(
      new SearchInputError('travelClass must be one of economy, premium_economy, business, first'),
    );
    expect(() => buildFlightSearchUrl({ ...roundTrip, children: 1.5 }, config)).toThrow(
      new SearchInputError('children must be a whole number'),
    );
  });

  it('refuses an affiliate id that would rewrite the search, and a bad base URL', () => {
    expect(() =>
      buildFlightSearchUrl(roundTrip, { ...config, affiliateIds: { trip: 'multi' } }),
    ).toThrow(SearchConfigError);
    expect(() =>
      buildFlightSearchUrl(roundTrip, { flightSearchBaseUrl: 'javascript:alert(1)' }),
    ).toThrow(SearchConfigError);
  });
});
