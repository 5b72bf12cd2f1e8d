import type { AdvisoryIssuer, RiskAdvisory, RiskInfoAnswer } from '@voyagent/contracts';

export type RiskCountry = RiskInfoAnswer['countries'][number];
export type RiskSort = 'name' | 'level';
/** 'all', or one level of the chosen government's scale. */
export type LevelFilter = 'all' | '1' | '2' | '3' | '4';

export interface RiskRow {
  code: string;
  name: string;
  advisory: RiskAdvisory | undefined;
}

/**
 * The list view's rows for one issuing government: the filter and the level sort read only that
 * government's scale, since levels of different governments do not compare. Sorting by level puts
 * the highest first, countries without a level last, then by name.
 */
export function riskRows(
  countries: readonly RiskCountry[],
  issuer: AdvisoryIssuer,
  level: LevelFilter,
  sort: RiskSort,
  locale: string,
): RiskRow[] {
  const collator = new Intl.Collator(locale);
  const rows = countries
    .map(({ code, name, advisories }) => ({
      code,
      name,
      advisory: advisories.find((advisory) => advisory.issuer === issuer),
    }))
    .filter((row) => level === 'all' || row.advisory?.level === Number(level));
  const byName = (a: RiskRow, b: RiskRow) => collator.compare(a.name, b.name);
  return rows.sort(
    sort === 'name'
      ? byName
      : (a, b) => (b.advisory?.level ?? 0) - (a.advisory?.level ?? 0) || byName(a, b),
  );
}

/** An advisory's level in its issuer's own terms, never on a shared scale. */
export function advisoryLevelLabel({ issuer, level, text, regional }: RiskAdvisory): string {
  if (level === null) return `${text}: no single level for the whole country (read the advisory)`;
  const regions = regional ? ', with regional advisories' : '';
  return issuer === 'CA'
    ? `${text}${regions} (level ${level} of 4 on Canada's scale)`
    : `Level ${level}: ${text}${regions}`;
}
