import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { buildHotelSearchUrl, HOTEL_SEARCH_FIELDS } from './hotelSearchUrl';
import type { HotelSearch } from './hotelSearchValidation';
import { SearchConfigError, SearchInputError } from './searchErrors';

const config = { hotelSearchBaseUrl: 'https://hotels.partner.example/Hotel-Search' };
const search: HotelSearch = {
  destination: ' Lisbon, Portugal ',
  checkInDate: new CalendarDate(2026, 3, 5),
  checkOutDate: new CalendarDate(2026, 3, 8),
  adults: 2,
  rooms: 1,
};

function query(url: string): [string, string][] {
  return [...new URL(url).searchParams];
}

describe('buildHotelSearchUrl', () => {
  // SW-079 to SW-096
  it('carries every field of travel.md §7 in order, dates as YYYY-MM-DD', () => {
    const url = buildHotelSearchUrl(search, config);
    expect(url.startsWith('https://hotels.partner.example/Hotel-Search?')).toBe(true);
    expect(query(url)).toEqual([
      ['destination', 'Lisbon, Portugal'],
      ['flexibility', '0_DAY'],
      ['d1', '2026-03-05'],
      ['startDate', '2026-03-05'],
      ['d2', '2026-03-08'],
      ['endDate', '2026-03-08'],
      ['adults', '2'],
      ['rooms', '1'],
      ['theme', ''],
      ['userIntent', ''],
      ['semdtl', ''],
      ['categorySearch', ''],
      ['useRewards', 'false'],
      ['sort', 'RECOMMENDED'],
    ]);
  });

  it('encodes the destination so it cannot add fields of its own', () => {
    const url = buildHotelSearchUrl({ ...search, destination: 'Rome&sort=PRICE #1' }, config);
    expect(new URL(url).searchParams.get('destination')).toBe('Rome&sort=PRICE #1');
    expect(new URL(url).searchParams.getAll('sort')).toEqual(['RECOMMENDED']);
    expect(new URL(url).hash).toBe('');
  });

  // SW-097, SW-098
  it('adds latLong and regionId when the suggestion had them', () => {
    const url = buildHotelSearchUrl(
      { ...search, coordinates: { lat: 38.7223, lng: -9.1393 }, regionId: ' 2621 ' },
      config,
    );
    expect(query(url).slice(-2)).toEqual([
      ['latLong', '38.7223,-9.1393'],
      ['regionId', '2621'],
    ]);
  });

  it('leaves out a blank regionId and absent coordinates', () => {
    const url = buildHotelSearchUrl({ ...search, coordinates: null, regionId: '  ' }, config);
    expect(query(url).map(([name]) => name)).toEqual(HOTEL_SEARCH_FIELDS.slice(0, -2));
  });

  it('keeps the base URL’s own query (a partner site id) ahead of the search', () => {
    const url = buildHotelSearchUrl(search, {
      hotelSearchBaseUrl: 'https://hotels.partner.example/Hotel-Search?siteid=5',
    });
    expect(query(url)[0]).toEqual(['siteid', '5']);
  });

  it('throws "Invalid destination" for a blank destination (SW-033)', () => {
    expect(() => buildHotelSearchUrl({ ...search, destination: ' ' }, config)).toThrow(
      new SearchInputError('Invalid destination'),
    );
  });

  it.each([[{ lat: 91, lng: 0 }], [{ lat: 0, lng: -180.5 }], [{ lat: Number.NaN, lng: 2 }]])(
    'refuses impossible coordinates %j as an invalid destination',
    (coordinates) => {
      expect(() => buildHotelSearchUrl({ ...search, coordinates }, config)).toThrow(
        new SearchInputError('Invalid destination'),
      );
    },
  );

  it('refuses counts that are not whole numbers', () => {
    expect(() => buildHotelSearchUrl({ ...search, adults: Number.NaN }, config)).toThrow(
      new SearchInputError('adults must be a whole number'),
    );
  });

  it('refuses a base URL that is not absolute http(s)', () => {
    expect(() => buildHotelSearchUrl(search, { hotelSearchBaseUrl: '/Hotel-Search' })).toThrow(
      SearchConfigError,
    );
  });
});
