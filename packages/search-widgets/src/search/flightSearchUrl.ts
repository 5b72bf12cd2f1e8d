import type { CalendarDate } from '@internationalized/date';
import { toUsDate } from './calendarDateFormats';
import { type FlightSearch, TRAVEL_CLASSES } from './flightSearchValidation';
import { normaliseAirport } from './normaliseAirport';
import { SearchInputError } from './searchErrors';
import { appendAffiliateIds, type SearchLinkConfig, searchBaseUrl } from './searchLinkConfig';
import { tripTypeOf } from './tripType';
import { wholeCount } from './wholeCount';

/** The search fields of the flight link, in order; the affiliate ids follow them (travel.md §7). */
export const FLIGHT_SEARCH_FIELDS = [
  'leg1',
  'leg2',
  'mode',
  'options',
  'pageId',
  'passengers',
  'trip',
] as const;

/** travel.md §7 options: at most one stop (and no penalty filter, `nopenalty:N`). */
export const FLIGHT_MAX_HOPS = 1;

/**
 * The partner's flight results page for a validated search (travel.md §7). leg1 is the outward
 * flight and leg2, for a round trip only, the return: from, to (both normalised to "city (CODE)")
 * and the day as M/D/YYYY with the any-time flag (`TANYT`). passengers counts infants among the
 * children, as the partner does, and says with infantinlap Y/N whether they fly on a lap.
 * Throws SearchInputError for a blank airport ("Invalid airport information") or an unknown
 * travel class, SearchConfigError for an unusable base URL or affiliate id.
 */
export function buildFlightSearchUrl(
  search: FlightSearch,
  config: Pick<SearchLinkConfig, 'flightSearchBaseUrl' | 'affiliateIds'>,
): string {
  const url = searchBaseUrl(config.flightSearchBaseUrl, 'flightSearchBaseUrl');
  const origin = normaliseAirport(search.origin);
  const destination = normaliseAirport(search.destination);
  if (!TRAVEL_CLASSES.includes(search.travelClass)) {
    throw new SearchInputError(`travelClass must be one of ${TRAVEL_CLASSES.join(', ')}`);
  }
  const adults = wholeCount(search.adults, 'adults');
  const infantsOnLap = wholeCount(search.infantsOnLap, 'infantsOnLap');
  const children =
    wholeCount(search.children, 'children') +
    infantsOnLap +
    wholeCount(search.infantsInSeat, 'infantsInSeat');
  const passengers = `adults:${adults},children:${children},infantinlap:${infantsOnLap > 0 ? 'Y' : 'N'}`;

  url.searchParams.set('leg1', leg(origin, destination, search.departureDate));
  if (search.returnDate) {
    url.searchParams.set('leg2', leg(destination, origin, search.returnDate));
  }
  url.searchParams.set('mode', 'search');
  url.searchParams.set(
    'options',
    `carrier:,cabinclass:${search.travelClass},maxhops:${FLIGHT_MAX_HOPS},nopenalty:N`,
  );
  url.searchParams.set('pageId', '0');
  url.searchParams.set('passengers', passengers);
  url.searchParams.set('trip', tripTypeOf(search));
  appendAffiliateIds(url, config.affiliateIds, FLIGHT_SEARCH_FIELDS);
  return url.href;
}

function leg(from: string, to: string, date: CalendarDate): string {
  return `from:${from},to:${to},departure:${toUsDate(date)}TANYT`;
}
