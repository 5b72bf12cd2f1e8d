import type { VisaStatus } from '@voyagent/contracts';

/** The answer's headline: the dataset's category in plain words, with the days where given. */
export function visaHeadline(status: VisaStatus, days: number | undefined): string {
  switch (status) {
    case 'visa_free':
      return days === undefined ? 'Visa-free' : `Visa-free for ${days} days`;
    case 'visa_on_arrival':
      return 'Visa on arrival';
    case 'e_visa':
      return 'e-Visa required (apply online before you travel)';
    case 'eta':
      return 'Electronic travel authorisation (eTA) required before you travel';
    case 'visa_required':
      return 'Visa required';
    case 'no_admission':
      return 'No admission';
    case 'same_country':
      return 'This is your own country: no visa needed';
    case 'unknown':
      return 'Unknown: our data has no answer for this pair';
  }
}

/** "12 January 2025" for a YYYY-MM-DD data date, read as a calendar day (no time zone shift). */
export function formatDataDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
