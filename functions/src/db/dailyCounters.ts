/**
 * Daily counters under a cap (travel.md §6, §9): one row per subject, UTC day and usage type. Shared
 * by every feature that counts, so a capped action can count in the same transaction as its work
 * (a saved item's insert and its saved_items count commit or roll back together).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The counter's day. Days turn over at midnight UTC for everyone, whatever the caller's time zone,
 * so a counter cannot be reset by changing the device clock or zone. Answers `YYYY-MM-DD`.
 */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whose counter: a signed-in user's, a guest device's (with its address), or a guest network's. */
export type CounterSubject =
  | { kind: 'user'; userId: string }
  | { kind: 'device'; fingerprintHash: string; ipAddress: string | null }
  | { kind: 'network'; ipNetwork: string };

export interface DailyCounterKey {
  subject: CounterSubject;
  /** One of the usage types; the tables' check constraints refuse any other. */
  usageType: string;
  /** `YYYY-MM-DD`, from usageDay(). */
  day: string;
}

/** Today's count for one counter; no row yet means 0. */
export async function readDailyCount(db: Kysely<Database>, key: DailyCounterKey): Promise<number> {
  const { subject, usageType, day } = key;
  // A user's and a device's count come from the spec's database functions (migration 0021).
  const read =
    subject.kind === 'user'
      ? sql<{
          count: number;
        }>`select get_user_usage(${subject.userId}, ${usageType}, ${day}::date) as count`
      : subject.kind === 'device'
        ? sql<{
            count: number;
          }>`select get_device_usage(${subject.fingerprintHash}, ${usageType}, ${day}::date) as count`
        : sql<{ count: number }>`
            select count from network_usage
            where ip_network = ${subject.ipNetwork} and usage_day = ${day}::date
              and usage_type = ${usageType}`;
  const { rows } = await read.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Adds `increment` to a counter unless that would pass `cap` (null: no cap), in ONE statement so
 * that concurrent calls can neither lose an increment nor overshoot the cap: PostgreSQL locks the
 * conflicting row and evaluates the update's WHERE against its latest committed count. The insert
 * half checks the cap too, for a first increment larger than the cap. Answers the new count, or
 * undefined when refused (nothing written). A user's and a device's counters go through the
 * spec's increment_user_usage and increment_device_usage (migration 0021), which hold that
 * statement; a guest network's is written here alike.
 *
 * Pass a transaction to count together with other work: the row stays locked until it ends, and a
 * rollback takes the count back with the work.
 */
export async function incrementDailyCounter(
  db: Kysely<Database>,
  key: DailyCounterKey,
  increment: number,
  cap: number | null,
): Promise<number | undefined> {
  const { subject, usageType, day } = key;
  const counted =
    subject.kind === 'user'
      ? sql<{ count: number | null }>`
          select increment_user_usage(
            ${subject.userId}, ${usageType}, ${increment}::int, ${cap}::int, ${day}::date) as count`
      : subject.kind === 'device'
        ? sql<{ count: number | null }>`
            select increment_device_usage(
              ${subject.fingerprintHash}, ${usageType}, ${subject.ipAddress}::text,
              ${increment}::int, ${cap}::int, ${day}::date) as count`
        : sql<{ count: number | null }>`
            insert into network_usage (ip_network, usage_day, usage_type, count)
            select ${subject.ipNetwork}, ${day}::date, ${usageType}, ${increment}::int
            where ${cap}::int is null or ${increment}::int <= ${cap}::int
            on conflict (ip_network, usage_day, usage_type) do update
              set count = network_usage.count + excluded.count, updated_at = now()
              where ${cap}::int is null or network_usage.count + excluded.count <= ${cap}::int
            returning count`;
  const { rows } = await counted.execute(db);
  return rows[0]?.count ?? undefined;
}
