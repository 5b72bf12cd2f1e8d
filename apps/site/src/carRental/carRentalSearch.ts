/**
 * The car rental search (shell.md §2 /car-rental): its validation and the partner's results URL.
 * Like the hotel and flight searches of @voyagent/search-widgets, the search makes no call to our
 * own server: it opens the partner's page with the search filled in. Which page, and how it names
 * its fields, is configuration (`VITE_CAR_RENTAL_PARTNER_URL`, see `config/carRentalPartner.ts`):
 * a URL template whose placeholders are replaced by the search's values, each URL-encoded.
 */
import { isCountInRange, type CountRange, SearchConfigError } from '@voyagent/search-widgets';

/** Dates travel as ISO calendar days (YYYY-MM-DD), which compare as text. */
export type IsoDay = string;

/** The visitor's calendar day of a moment, in their own time zone. */
export function localIsoDay(moment: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** No legal age is given by the spec: 18 is the youngest a partner could take; 99 a typo's bound. */
export const DRIVER_AGE: CountRange = { min: 18, max: 99 };

export const carRentalMessages = {
  placeRequired: 'Pick-up place is required',
  pickUpRequired: 'Pick-up date is required',
  pickUpInPast: 'Pick-up date cannot be in the past',
  dropOffRequired: 'Drop-off date is required',
  dropOffBeforePickUp: 'Drop-off date cannot be before the pick-up date',
  driverAgeOutOfRange: `Driver age must be between ${DRIVER_AGE.min} and ${DRIVER_AGE.max}`,
} as const;

export interface CarRentalForm {
  place: string;
  pickUpDate: IsoDay | null;
  dropOffDate: IsoDay | null;
  driverAge: number;
}

export interface CarRentalSearch {
  place: string;
  pickUpDate: IsoDay;
  dropOffDate: IsoDay;
  driverAge: number;
}

export type CarRentalField = 'place' | 'pickUpDate' | 'dropOffDate' | 'driverAge';
export interface CarRentalIssue {
  field: CarRentalField;
  message: string;
}

export type CarRentalValidation =
  { ok: true; search: CarRentalSearch } | { ok: false; issues: CarRentalIssue[] };

/**
 * One issue per field, in form order. `today` is the visitor's calendar day, passed in so the
 * rule never reads the clock. Pick-up may be today; drop-off may be the pick-up day itself.
 */
export function validateCarRental(form: CarRentalForm, today: IsoDay): CarRentalValidation {
  const issues: CarRentalIssue[] = [];
  const place = form.place.trim();
  const { pickUpDate, dropOffDate } = form;
  if (place === '') issues.push({ field: 'place', message: carRentalMessages.placeRequired });
  if (!pickUpDate) {
    issues.push({ field: 'pickUpDate', message: carRentalMessages.pickUpRequired });
  } else if (pickUpDate < today) {
    issues.push({ field: 'pickUpDate', message: carRentalMessages.pickUpInPast });
  }
  if (!dropOffDate) {
    issues.push({ field: 'dropOffDate', message: carRentalMessages.dropOffRequired });
  } else if (pickUpDate && dropOffDate < pickUpDate) {
    issues.push({ field: 'dropOffDate', message: carRentalMessages.dropOffBeforePickUp });
  }
  if (!isCountInRange(form.driverAge, DRIVER_AGE)) {
    issues.push({ field: 'driverAge', message: carRentalMessages.driverAgeOutOfRange });
  }
  if (issues.length === 0 && pickUpDate && dropOffDate) {
    return { ok: true, search: { place, pickUpDate, dropOffDate, driverAge: form.driverAge } };
  }
  return { ok: false, issues };
}

/** The placeholders a template may use; `{place}` is required, the others optional. */
export const CAR_RENTAL_PLACEHOLDERS = ['place', 'pickUpDate', 'dropOffDate', 'driverAge'] as const;
type Placeholder = (typeof CAR_RENTAL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;

function fill(template: string, values: Readonly<Record<Placeholder, string>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (!(CAR_RENTAL_PLACEHOLDERS as readonly string[]).includes(name)) {
      throw new SearchConfigError(
        `VITE_CAR_RENTAL_PARTNER_URL has an unknown placeholder {${name}}`,
      );
    }
    return encodeURIComponent(values[name as Placeholder]);
  });
}

function absoluteWebUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SearchConfigError('VITE_CAR_RENTAL_PARTNER_URL must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SearchConfigError('VITE_CAR_RENTAL_PARTNER_URL must be an absolute http(s) URL');
  }
  return url;
}

const probe = (text: string): Record<Placeholder, string> => ({
  place: text,
  pickUpDate: text,
  dropOffDate: text,
  driverAge: text,
});

/**
 * Why a template cannot be used, or null when it can: it must be an absolute http(s) URL with a
 * `{place}`, only known placeholders, and none in the scheme or host, where a visitor's text could
 * send the search to another site.
 */
export function carRentalTemplateProblem(template: string): string | null {
  try {
    if (!template.includes('{place}')) {
      throw new SearchConfigError('VITE_CAR_RENTAL_PARTNER_URL must contain {place}');
    }
    const one = absoluteWebUrl(fill(template, probe('a')));
    const other = absoluteWebUrl(fill(template, probe('b')));
    if (one.origin !== other.origin) {
      throw new SearchConfigError(
        'VITE_CAR_RENTAL_PARTNER_URL must keep its placeholders out of the scheme and host',
      );
    }
    return null;
  } catch (error) {
    if (error instanceof SearchConfigError) return error.message;
    throw error;
  }
}

/**
 * The partner's results page for a validated search. Throws SearchConfigError for a template
 * `carRentalTemplateProblem` refuses, or when a value would move the search to another origin.
 */
export function buildCarRentalUrl(search: CarRentalSearch, template: string): string {
  const problem = carRentalTemplateProblem(template);
  if (problem) throw new SearchConfigError(problem);
  const expected = absoluteWebUrl(fill(template, probe('a'))).origin;
  const url = absoluteWebUrl(
    fill(template, {
      place: search.place,
      pickUpDate: search.pickUpDate,
      dropOffDate: search.dropOffDate,
      driverAge: String(search.driverAge),
    }),
  );
  if (url.origin !== expected) {
    throw new SearchConfigError('the search would leave the partner configured in the template');
  }
  return url.href;
}
