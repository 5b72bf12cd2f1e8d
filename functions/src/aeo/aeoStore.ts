/** Answer-engine analytics in the database (0020): a count per day, path, event and label. */
import {
  AEO_STATS_DAYS,
  type AeoArticlePath,
  type AeoEvent,
  type AeoReferralRow,
  type AeoStatsRow,
} from '@voyagent/contracts';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One day's count of one event on one article (0020). */
export interface AeoEventCountsTable {
  /** YYYY-MM-DD (UTC); read back as text so no time zone moves it. */
  day: ColumnType<string, string, string>;
  path: string;
  event: string;
  label: ColumnType<string, string | undefined, string>;
  count: ColumnType<number, number | undefined, number>;
  value_total: ColumnType<string, number | undefined, number>;
}

type AeoDatabase = Database & { aeo_event_counts: AeoEventCountsTable };

export const aeoTables = (db: Kysely<Database>): Kysely<AeoDatabase> =>
  db.withTables<{ aeo_event_counts: AeoEventCountsTable }>();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

export interface AeoEventHit {
  event: AeoEvent;
  path: AeoArticlePath;
  value: number;
  label: string;
  now?: Date;
}

/**
 * Counts one event on its day's row: inserted with 1, or incremented in the same statement, so
 * concurrent page views never lose a count.
 */
export async function countAeoEvent(
  db: Kysely<Database>,
  { event, path, value, label, now = new Date() }: AeoEventHit,
): Promise<void> {
  await sql`
    insert into aeo_event_counts as counted (day, path, event, label, count, value_total)
    values (${utcDay(now)}, ${path}, ${event}, ${label}, 1, ${value})
    on conflict (day, path, event, label) do update
    set count = counted.count + 1, value_total = counted.value_total + excluded.value_total`.execute(
    db,
  );
}

export interface AeoStats {
  from: string;
  to: string;
  rows: AeoStatsRow[];
  referrals: AeoReferralRow[];
}

/**
 * The last AEO_STATS_DAYS UTC days (today included): per path and event the events sent and
 * their values' sum, in path then event order; and the AI referrals per engine, most first.
 */
export async function aeoStatsSince(db: Kysely<Database>, now = new Date()): Promise<AeoStats> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (AEO_STATS_DAYS - 1) * DAY_MS));
  const counts = aeoTables(db)
    .selectFrom('aeo_event_counts')
    .where('day', '>=', from)
    .where('day', '<=', to);
  const rows = await counts
    .select(['path', 'event'])
    .select([
      sql<number>`sum(count)::integer`.as('count'),
      sql<number>`sum(value_total)::integer`.as('total'),
    ])
    .groupBy(['path', 'event'])
    .orderBy('path')
    .orderBy('event')
    .execute();
  const referrals = await counts
    .select(['label as engine', sql<number>`sum(count)::integer`.as('count')])
    .where('event', '=', 'aeo_ai_referral')
    .where('label', '<>', '')
    .groupBy('label')
    .orderBy('count', 'desc')
    .orderBy('label')
    .execute();
  return { from, to, rows: rows as AeoStatsRow[], referrals };
}
