/**
 * Membership of the European Economic Area (the EU member states, Iceland, Liechtenstein and
 * Norway) by ISO 3166-1 alpha-2 code, from is-european (see SOURCE.md). The flight-compensation
 * estimate reads it for the EEA states outside the EU, where EU261 applies too.
 */
import eea from './eea.json';

const members: ReadonlySet<string> = new Set(eea.members);

/** The dataset's provenance, shown with the estimate's scope (data-sources.md rule 2). */
export const EEA_SOURCE = {
  package: `${eea.package}@${eea.version}`,
  /** The package version's publish date (YYYY-MM-DD). */
  published: eea.published,
  isoList: eea.isoList,
  url: 'https://www.npmjs.com/package/is-european',
} as const;

/** Whether the country (ISO 3166-1 alpha-2, any case) is a member of the EEA. */
export function isInEea(countryCode: string): boolean {
  return members.has(countryCode.toUpperCase());
}
