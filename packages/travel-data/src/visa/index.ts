/**
 * Visa requirements, passport × destination, from the Passport Index dataset (see SOURCE.md).
 * Pure lookups over the converted file: a pair the dataset does not list is "unknown", never
 * guessed from a neighbour or a default.
 */
import visaCountries from './visaCountries.json';
import visaRequirements from './visaRequirements.json';

/** What a passport holder needs to enter a destination, in the dataset's own categories. */
export type VisaStatus =
  | 'visa_free'
  | 'visa_on_arrival'
  | 'e_visa'
  | 'eta'
  | 'visa_required'
  | 'no_admission'
  | 'same_country'
  | 'unknown';

export const VISA_STATUSES: readonly VisaStatus[] = [
  'visa_free',
  'visa_on_arrival',
  'e_visa',
  'eta',
  'visa_required',
  'no_admission',
  'same_country',
  'unknown',
];

export interface VisaRequirement {
  status: VisaStatus;
  /** The visa-free stay in days, only where the dataset gives a number. */
  days?: number;
}

/** The dataset's provenance, shown with every answer (data-sources.md rule 2). */
export const VISA_DATA_SOURCE = {
  /** The day the dataset was last updated upstream (YYYY-MM-DD). */
  dataDate: visaCountries.dataDate,
  commit: visaCountries.commit,
  label: 'Source: Passport Index via passport-index-dataset, 12 Jan 2025',
  datasetUrl: 'https://github.com/ilyankou/passport-index-dataset',
  /** Where the dataset's facts come from; it holds no per-country official links. */
  upstreamUrl: 'https://www.passportindex.org',
} as const;

/** Every country the dataset covers, as passport and as destination (ISO 3166-1 alpha-2). */
export const VISA_COUNTRIES: readonly string[] = visaCountries.countries;

const TOKEN_STATUS: Readonly<Record<string, VisaStatus>> = {
  F: 'visa_free',
  A: 'visa_on_arrival',
  E: 'e_visa',
  T: 'eta',
  R: 'visa_required',
  N: 'no_admission',
  S: 'same_country',
};

// Built on first use, never at import: the site imports this module for VISA_COUNTRIES alone, and
// with no top-level work its bundler can leave the requirements matrix out.
let countryIndex: ReadonlyMap<string, number> | undefined;
let englishNames: Intl.DisplayNames | undefined;
const splitRows = new Map<string, readonly string[]>();

function columnOf(code: string): number | undefined {
  countryIndex ??= new Map(VISA_COUNTRIES.map((country, index) => [country, index]));
  return countryIndex.get(code);
}

function rowOf(passport: string): readonly string[] | undefined {
  const cached = splitRows.get(passport);
  if (cached) return cached;
  const rows: Readonly<Record<string, string | undefined>> = visaRequirements.rows;
  const row = rows[passport]?.split(',');
  if (row) splitRows.set(passport, row);
  return row;
}

/** Whether the dataset covers this ISO 3166-1 alpha-2 code (upper case). */
export function isVisaCountry(code: string): boolean {
  return columnOf(code) !== undefined;
}

/** A country's English name from the runtime's CLDR data (e.g. "Japan" for JP). */
export function countryName(code: string): string {
  englishNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return englishNames.of(code) ?? code;
}

/** The requirement for a passport (ISO alpha-2) entering a destination (ISO alpha-2). */
export function visaRequirement(passport: string, destination: string): VisaRequirement {
  const column = columnOf(destination);
  const token = column === undefined ? undefined : rowOf(passport)?.[column];
  if (token === undefined) return { status: 'unknown' };
  if (/^[1-9][0-9]*$/.test(token)) return { status: 'visa_free', days: Number(token) };
  return { status: TOKEN_STATUS[token] ?? 'unknown' };
}
