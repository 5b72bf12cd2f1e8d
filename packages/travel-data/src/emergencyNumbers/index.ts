/**
 * Emergency telephone numbers per country (police, medical, fire and the general number), from
 * roderickhsiao/emergency-numbers (Wikipedia's list) checked with libphonenumber (see SOURCE.md).
 * One dataset for emergency-info, the risk radar and the assistant. A country or service the data
 * does not cover is absent, never filled with a guess such as 112.
 */
import emergencyNumbers from './emergencyNumbers.json';

export type EmergencyService = 'police' | 'medical' | 'fire' | 'general';

export const EMERGENCY_SERVICES: readonly EmergencyService[] = [
  'police',
  'medical',
  'fire',
  'general',
];

export interface CountryEmergencyNumbers {
  /** Numbers as dialled, leading zeros kept ("000"). */
  police?: string;
  medical?: string;
  fire?: string;
  general?: string;
  /** Services whose number libphonenumber does not list as an emergency number. */
  unconfirmed: EmergencyService[];
}

/** The dataset's provenance, shown with every answer (data-sources.md rule 2). */
export const EMERGENCY_NUMBERS_SOURCE = {
  /** The pinned upstream commit's date (YYYY-MM-DD). */
  dataDate: emergencyNumbers.dataDate,
  commit: emergencyNumbers.commit,
  checkedWith: emergencyNumbers.checkedWith,
  label:
    'Source: Wikipedia, List of emergency telephone numbers (CC BY-SA), via roderickhsiao/emergency-numbers, 30 Jun 2023',
  datasetUrl: 'https://github.com/roderickhsiao/emergency-numbers',
  upstreamUrl: 'https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers',
} as const;

interface StoredEntry {
  police?: string;
  medical?: string;
  fire?: string;
  general?: string;
  unconfirmed?: string[];
}

const countries: Readonly<Record<string, StoredEntry | undefined>> = emergencyNumbers.countries;

const isService = (value: string): value is EmergencyService =>
  (EMERGENCY_SERVICES as readonly string[]).includes(value);

/** Every country with at least one number (ISO 3166-1 alpha-2). */
export const EMERGENCY_COUNTRIES: readonly string[] = Object.keys(countries);

/** A country's numbers by ISO 3166-1 alpha-2 code (upper case), or null when not covered. */
export function emergencyNumbersFor(code: string): CountryEmergencyNumbers | null {
  if (!Object.hasOwn(countries, code)) return null;
  const entry = countries[code];
  if (!entry) return null;
  const { unconfirmed = [], ...numbers } = entry;
  return { ...numbers, unconfirmed: unconfirmed.filter(isService) };
}
