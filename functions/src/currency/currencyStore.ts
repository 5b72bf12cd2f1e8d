/**
 * The converter in the database (0016): the rates a live provider answered, and each conversion
 * counted on the caller's currency_conversions counter (db/dailyUse.ts, the rows the usage
 * functions and the site's banner read).
 */
import type { UsageAnswer } from '@voyagent/contracts';
import type { RateSnapshot } from '@voyagent/travel-data/exchangeRates';
import { type ColumnType, type Generated, type Kysely } from 'kysely';
import { countDailyUse, type DailyUser } from '../db/dailyUse';
import type { Database, Timestamp } from '../db/schema';

/** One fetch of a live provider's rates (0016). */
export interface ExchangeRateSnapshotsTable {
  id: Generated<string>;
  provider: string;
  snapshot: ColumnType<RateSnapshot, string, string>;
  fetched_at: Timestamp;
}

type CurrencyDatabase = Database & { exchange_rate_snapshots: ExchangeRateSnapshotsTable };

const currencyTables = (db: Kysely<Database>): Kysely<CurrencyDatabase> =>
  db.withTables<{ exchange_rate_snapshots: ExchangeRateSnapshotsTable }>();

/** Stored rates older than this are not used: the daily refresh has failed for a day and more. */
export const STORED_RATES_MAX_AGE_MS = 36 * 60 * 60 * 1000;
/** How long fetched rates are kept (for review), pruned by the refresh. */
export const STORED_RATES_KEPT_DAYS = 30;

/** The newest stored rates fetched after `notBefore`, or undefined. */
export async function latestStoredRates(
  db: Kysely<Database>,
  notBefore: Date,
): Promise<RateSnapshot | undefined> {
  const row = await currencyTables(db)
    .selectFrom('exchange_rate_snapshots')
    .select('snapshot')
    .where('fetched_at', '>=', notBefore)
    .orderBy('fetched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.snapshot;
}

/** Stores a provider's rates and prunes fetches older than STORED_RATES_KEPT_DAYS. */
export async function storeRates(
  db: Kysely<Database>,
  provider: string,
  snapshot: RateSnapshot,
  now: Date,
): Promise<void> {
  const tables = currencyTables(db);
  const oldest = new Date(now.getTime() - STORED_RATES_KEPT_DAYS * 24 * 60 * 60 * 1000);
  await tables.transaction().execute(async (trx) => {
    await trx
      .insertInto('exchange_rate_snapshots')
      .values({ provider, snapshot: JSON.stringify(snapshot), fetched_at: now })
      .execute();
    await trx.deleteFrom('exchange_rate_snapshots').where('fetched_at', '<', oldest).execute();
  });
}

/** Who converts: a signed-in account (with its cap facts) or a guest device. */
export type Converter = DailyUser;

/**
 * Counts one conversion for today against the converter's cap; past it, `allowed: false` and
 * nothing counted.
 */
export function countConversion(
  db: Kysely<Database>,
  converter: Converter,
  now: Date,
): Promise<UsageAnswer> {
  return countDailyUse(db, converter, 'currency_conversions', now);
}
