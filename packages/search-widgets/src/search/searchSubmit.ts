import type { CalendarDate } from '@internationalized/date';
import { buildFlightSearchUrl } from './flightSearchUrl';
import {
  type FlightSearchForm,
  type FlightSearchIssue,
  validateFlightSearch,
} from './flightSearchValidation';
import { buildHotelSearchUrl } from './hotelSearchUrl';
import {
  type HotelSearchForm,
  type HotelSearchIssue,
  validateHotelSearch,
} from './hotelSearchValidation';
import type { SearchLinkConfig } from './searchLinkConfig';

/** travel.md §8, search forms. */
export const searchSubmitTexts = {
  invalidTitle: 'Invalid search parameters',
  errorTitle: 'Search error',
  hotelError: 'Unable to open hotel search. Please try again.',
  flightError: 'Unable to open flight search. Please try again.',
} as const;

export interface SearchToast {
  title: string;
  text: string;
}

/**
 * What a submit does (travel.md §4, §8): open the link, or show the first validation text in an
 * "Invalid search parameters" toast (the issues go to their fields), or, when the link cannot be
 * built, the "Search error" toast; `error` is for the widget's console warning. Only `open` opens
 * anything.
 */
export type SearchPlan<Issue> =
  | { kind: 'open'; url: string }
  | { kind: 'invalid'; issues: Issue[]; toast: SearchToast }
  | { kind: 'failed'; error: unknown; toast: SearchToast };

export interface SearchSubmitContext {
  /** The visitor's calendar day, e.g. `today(getLocalTimeZone())`. */
  today: CalendarDate;
  config: SearchLinkConfig;
}

export function planHotelSearch(
  form: HotelSearchForm,
  { today, config }: SearchSubmitContext,
): SearchPlan<HotelSearchIssue> {
  const validation = validateHotelSearch(form, { today });
  if (!validation.ok) return invalid(validation.issues);
  return linkOrFailure(() => buildHotelSearchUrl(validation.search, config), 'hotelError');
}

export function planFlightSearch(
  form: FlightSearchForm,
  { today, config }: SearchSubmitContext,
): SearchPlan<FlightSearchIssue> {
  const validation = validateFlightSearch(form, { today });
  if (!validation.ok) return invalid(validation.issues);
  return linkOrFailure(() => buildFlightSearchUrl(validation.search, config), 'flightError');
}

function invalid<Issue extends { message: string }>(issues: Issue[]): SearchPlan<Issue> {
  const text = issues[0]?.message ?? '';
  return { kind: 'invalid', issues, toast: { title: searchSubmitTexts.invalidTitle, text } };
}

/** Every failure is caught: a widget on a partner's page must never throw into it. */
function linkOrFailure<Issue>(
  build: () => string,
  errorText: 'hotelError' | 'flightError',
): SearchPlan<Issue> {
  try {
    return { kind: 'open', url: build() };
  } catch (error) {
    const toast = { title: searchSubmitTexts.errorTitle, text: searchSubmitTexts[errorText] };
    return { kind: 'failed', error, toast };
  }
}
