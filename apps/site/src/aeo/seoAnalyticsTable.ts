/**
 * /seo-analytics's figures (travel.md §2): `aeo-stats` rows turned into one line per article with
 * a column per event, and a totals line. Each cell is the sum of the event's values over the
 * period: page views and interactions count, JSON-LD blocks and speakable parts add up, and the
 * 0/1 flags (FAQ, quick answer, AI referral) give how many page views had them.
 */
import type { AeoStatsRow } from '@voyagent/contracts';
import { AEO_EVENTS, type AeoEvent } from './aeoEvents';

export const AEO_EVENT_HEADERS: Readonly<Record<AeoEvent, string>> = {
  aeo_page_view: 'Page views',
  aeo_schema_count: 'JSON-LD blocks',
  aeo_speakable_count: 'Speakable parts',
  aeo_faq_presence: 'Views with FAQ',
  aeo_quick_answer: 'Views with quick answer',
  aeo_ai_referral: 'AI referrals',
  aeo_interaction: 'Interactions',
};

export const TOTAL_LINE = 'Total';

export interface AeoTableLine {
  /** The article's path, or TOTAL_LINE for the sums. */
  path: string;
  totals: Record<AeoEvent, number>;
}

const zeros = (): Record<AeoEvent, number> =>
  Object.fromEntries(AEO_EVENTS.map((event) => [event, 0])) as Record<AeoEvent, number>;

/** One line per article that has events, by path, then the totals line (none without rows). */
export function aeoTableLines(rows: readonly AeoStatsRow[]): AeoTableLine[] {
  const byPath = new Map<string, Record<AeoEvent, number>>();
  const sums = zeros();
  for (const { path, event, total } of rows) {
    const line = byPath.get(path) ?? zeros();
    line[event] += total;
    sums[event] += total;
    byPath.set(path, line);
  }
  if (byPath.size === 0) return [];
  const lines = [...byPath]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, totals]) => ({ path, totals }));
  return [...lines, { path: TOTAL_LINE, totals: sums }];
}

/** "2 Mar 2026 – 31 Mar 2026 (UTC)" for the period's first and last days (YYYY-MM-DD). */
export function periodText(from: string, to: string, locale = 'en-GB'): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  return `${day(from)} – ${day(to)} (UTC)`;
}
