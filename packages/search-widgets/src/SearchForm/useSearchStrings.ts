import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import type { FlightSearchIssue } from '../search/flightSearchValidation';
import type { HotelSearchIssue } from '../search/hotelSearchValidation';
import { searchFormMessages, type SearchFormMessageKey } from './intl';
import type { SearchFeedbackTexts } from './searchFeedback';

export interface SearchStrings {
  format(key: SearchFormMessageKey): string;
}

/** The search forms' texts in the locale of react-aria's I18nProvider (or the browser's). */
export function useSearchStrings(): SearchStrings {
  return useLocalizedStringFormatter(searchFormMessages);
}

/** The hotel form's issue and toast texts; an issue's code picks its translation. */
export function hotelFeedbackTexts(strings: SearchStrings): SearchFeedbackTexts<HotelSearchIssue> {
  return {
    issueText: (issue) => strings.format(`hotel_${issue.code}`),
    invalidTitle: strings.format('invalidTitle'),
    errorTitle: strings.format('errorTitle'),
    errorText: strings.format('hotelError'),
  };
}

/** The flight form's issue and toast texts; an issue's code picks its translation. */
export function flightFeedbackTexts(
  strings: SearchStrings,
): SearchFeedbackTexts<FlightSearchIssue> {
  return {
    issueText: (issue) => strings.format(`flight_${issue.code}`),
    invalidTitle: strings.format('invalidTitle'),
    errorTitle: strings.format('errorTitle'),
    errorText: strings.format('flightError'),
  };
}
