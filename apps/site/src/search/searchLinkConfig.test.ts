import { buildFlightSearchUrl } from '@voyagent/search-widgets';
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { searchLinkConfigFrom } from './searchLinkConfig';

describe('searchLinkConfigFrom', () => {
  it('reads the partner pages and the affiliate ids from the build variables', () => {
    const config = searchLinkConfigFrom({
      VITE_HOTEL_SEARCH_BASE_URL: ' https://partner.example/Hotel-Search ',
      VITE_FLIGHT_SEARCH_BASE_URL: 'https://partner.example/Flights-Search',
      VITE_FLIGHT_AFFILIATE_IDS: 'affcid=voyagent&afflid=site%20home',
    });
    expect(config).toEqual({
      hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
      flightSearchBaseUrl: 'https://partner.example/Flights-Search',
      affiliateIds: { affcid: 'voyagent', afflid: 'site home' },
    });
  });

  // SW-113: the flight link carries the configured affiliate ids.
  it('gives links that carry the affiliate ids after the search fields', () => {
    const config = searchLinkConfigFrom({
      VITE_FLIGHT_SEARCH_BASE_URL: 'https://partner.example/Flights-Search',
      VITE_FLIGHT_AFFILIATE_IDS: 'affcid=voyagent',
    });
    const url = new URL(
      buildFlightSearchUrl(
        {
          origin: 'JFK',
          destination: 'LHR',
          departureDate: parseDate('2027-07-04'),
          returnDate: null,
          adults: 1,
          children: 0,
          infantsOnLap: 0,
          infantsInSeat: 0,
          travelClass: 'economy',
        },
        config,
      ),
    );
    expect([...url.searchParams.keys()].at(-1)).toBe('affcid');
    expect(url.searchParams.get('affcid')).toBe('voyagent');
  });

  it('leaves unset pages empty, so a search shows "Search error" instead of going anywhere', () => {
    expect(searchLinkConfigFrom({})).toEqual({
      hotelSearchBaseUrl: '',
      flightSearchBaseUrl: '',
      affiliateIds: {},
    });
  });
});
