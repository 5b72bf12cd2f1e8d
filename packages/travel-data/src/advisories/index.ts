/**
 * Travel advisory levels per country as each government publishes them (see SOURCE.md): Canada's
 * four levels and the United States' levels 1–4, kept apart. The scales differ in wording and
 * thresholds, so no function here merges them into one level.
 */
import advisories from './advisories.json';

export type AdvisoryIssuer = 'CA' | 'US';
export const ADVISORY_ISSUERS: readonly AdvisoryIssuer[] = ['CA', 'US'];

/** One government's advisory for one country. */
export interface Advisory {
  issuer: AdvisoryIssuer;
  /** 1 (lowest) to 4 on the issuer's own scale; null where it gives no single level. */
  level: number | null;
  /** The issuer's words for the level, e.g. "Avoid non-essential travel". */
  text: string;
  /** Canada: the country-wide level has stricter advisories for some regions. */
  regional: boolean;
  /** The advisory's date as the issuer shows it (YYYY-MM-DD). */
  updated: string;
  url: string;
  /** The issuer's own name for the destination (e.g. "Israel, the West Bank and Gaza"). */
  destination: string;
}

export interface AdvisoryIssuerInfo {
  name: string;
  credit: string;
  licence: string;
  homepage: string;
  /** The day the scraped copy of this issuer's summary was last refreshed (YYYY-MM-DD). */
  lastScraped: string;
  /** The newest advisory date in that copy. */
  newestAdvisory: string;
  /** The copy is more than STALE_AFTER_DAYS older than the newest issuer's copy. */
  stale: boolean;
}

/** How far one issuer's copy may lag behind the freshest one before it is called stale. */
export const STALE_AFTER_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;
const { CA, US } = advisories.issuers;
const freshest = Math.max(Date.parse(CA.lastScraped), Date.parse(US.lastScraped));
const isStale = (lastScraped: string) =>
  freshest - Date.parse(lastScraped) > STALE_AFTER_DAYS * DAY_MS;

export const ADVISORY_SOURCE = {
  repository: advisories.repository,
  commit: advisories.commit,
  datasetUrl: 'https://github.com/marcolussetti/travel-advisories',
  issuers: {
    CA: {
      name: 'Government of Canada',
      credit: 'Government of Canada, travel.gc.ca',
      licence: 'Government of Canada content (Open Government Licence – Canada terms)',
      homepage: 'https://travel.gc.ca/travelling/advisories',
      lastScraped: CA.lastScraped,
      newestAdvisory: CA.newestAdvisory,
      stale: isStale(CA.lastScraped),
    },
    US: {
      name: 'U.S. Department of State',
      credit: 'U.S. Department of State, travel.state.gov',
      licence: 'Public domain (U.S. government work)',
      homepage: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
      lastScraped: US.lastScraped,
      newestAdvisory: US.newestAdvisory,
      stale: isStale(US.lastScraped),
    },
  } satisfies Record<AdvisoryIssuer, AdvisoryIssuerInfo>,
} as const;

type Entries = Readonly<Record<string, Omit<Advisory, 'issuer'> | undefined>>;
const entries: Readonly<Record<AdvisoryIssuer, Entries>> = { CA: CA.entries, US: US.entries };

/** Every country at least one issuer advises on (ISO 3166-1 alpha-2), sorted. */
export const ADVISORY_COUNTRIES: readonly string[] = [
  ...new Set([...Object.keys(CA.entries), ...Object.keys(US.entries)]),
].sort();

/** A country's advisories, one per issuer that has one, Canada first; [] when none has. */
export function advisoriesFor(code: string): Advisory[] {
  return ADVISORY_ISSUERS.flatMap((issuer) => {
    const entry = entries[issuer][code];
    return entry ? [{ issuer, ...entry }] : [];
  });
}
