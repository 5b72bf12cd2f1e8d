import { toIsoDate } from './calendarDateFormats';
import type { Coordinates, HotelSearch } from './hotelSearchValidation';
import { INVALID_DESTINATION_MESSAGE, normaliseDestination } from './normaliseDestination';
import { SearchInputError } from './searchErrors';
import { type SearchLinkConfig, searchBaseUrl } from './searchLinkConfig';
import { wholeCount } from './wholeCount';

/** The query fields of the hotel link, in the order it carries them (travel.md §7). */
export const HOTEL_SEARCH_FIELDS = [
  'destination',
  'flexibility',
  'd1',
  'startDate',
  'd2',
  'endDate',
  'adults',
  'rooms',
  'theme',
  'userIntent',
  'semdtl',
  'categorySearch',
  'useRewards',
  'sort',
  'latLong',
  'regionId',
] as const;

/** Exact dates only: the partner must not widen the stay the visitor picked. */
export const HOTEL_FLEXIBILITY = '0_DAY';
export const HOTEL_SORT = 'RECOMMENDED';

/**
 * The partner's hotel results page for a validated search (travel.md §7). Check-in goes in both d1
 * and startDate, check-out in d2 and endDate, as YYYY-MM-DD; theme, userIntent, semdtl and
 * categorySearch are sent empty, as the partner's own form does; latLong and regionId only when
 * the chosen suggestion had them. Throws SearchInputError for a blank destination ("Invalid
 * destination") or impossible coordinates, SearchConfigError for an unusable base URL.
 */
export function buildHotelSearchUrl(
  search: HotelSearch,
  config: Pick<SearchLinkConfig, 'hotelSearchBaseUrl'>,
): string {
  const url = searchBaseUrl(config.hotelSearchBaseUrl, 'hotelSearchBaseUrl');
  const checkIn = toIsoDate(search.checkInDate);
  const checkOut = toIsoDate(search.checkOutDate);
  const fields: [name: (typeof HOTEL_SEARCH_FIELDS)[number], value: string][] = [
    ['destination', normaliseDestination(search.destination)],
    ['flexibility', HOTEL_FLEXIBILITY],
    ['d1', checkIn],
    ['startDate', checkIn],
    ['d2', checkOut],
    ['endDate', checkOut],
    ['adults', String(wholeCount(search.adults, 'adults'))],
    ['rooms', String(wholeCount(search.rooms, 'rooms'))],
    ['theme', ''],
    ['userIntent', ''],
    ['semdtl', ''],
    ['categorySearch', ''],
    ['useRewards', 'false'],
    ['sort', HOTEL_SORT],
  ];
  if (search.coordinates) fields.push(['latLong', latLongText(search.coordinates)]);
  const regionId = typeof search.regionId === 'string' ? search.regionId.trim() : '';
  if (regionId !== '') fields.push(['regionId', regionId]);

  for (const [name, value] of fields) url.searchParams.set(name, value);
  return url.href;
}

function latLongText({ lat, lng }: Coordinates): string {
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!valid) throw new SearchInputError(INVALID_DESTINATION_MESSAGE);
  return `${lat},${lng}`;
}
