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

function counterRow(subject: CounterSubject) {
  switch (subject.kind) {
    case 'user':
      return { table: 'user_usage', idColumn: 'user_id', id: subject.userId };
    case 'device':
      return { table: 'device_usage', idColumn: 'fingerprint_hash', id: subject.fingerprintHash };
    case 'network':
      return { table: 'network_usage', idColumn: 'ip_network', id: subject.ipNetwork };
  }
}

/** Today's count for one counter; no row yet means 0. */
export async function readDailyCount(db: Kysely<Database>, key: DailyCounterKey): Promise<number> {
  const { table, idColumn, id } = counterRow(key.subject);
  const { rows } = await sql<{ count: number }>`
    select count from ${sql.table(table)}
    where ${sql.ref(idColumn)} = ${id} and usage_day = ${key.day}::date
      and usage_type = ${key.usageType}`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Adds `increment` to a counter unless that would pass `cap` (null: no cap), in ONE statement so
 * that concurrent calls can neither lose an increment nor overshoot the cap: PostgreSQL locks the
 * conflicting row and evaluates the update's WHERE against its latest committed count. The insert
 * half checks the cap too, for a first increment larger than the cap. Answers the new count, or
 * undefined when refused (nothing written).
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
  const { table, idColumn, id } = counterRow(subject);
  const counter = sql.table(table);
  // A device row also keeps the address of its latest counted request, for abuse review.
  const address =
    subject.kind === 'device'
      ? {
          column: sql`, ip_address`,
          value: sql`, ${subject.ipAddress}::text`,
          set: sql`, ip_address = coalesce(excluded.ip_address, device_usage.ip_address)`,
        }
      : { column: sql``, value: sql``, set: sql`` };
  const { rows } = await sql<{ count: number }>`
    insert into ${counter} (${sql.ref(idColumn)}, usage_day, usage_type, count${address.column})
    select ${id}, ${day}::date, ${usageType}, ${increment}::int${address.value}
    where ${cap}::int is null or ${increment}::int <= ${cap}::int
    on conflict (${sql.ref(idColumn)}, usage_day, usage_type) do update
      set count = ${counter}.count + excluded.count, updated_at = now()${address.set}
      where ${cap}::int is null or ${counter}.count + excluded.count <= ${cap}::int
    returning count`.execute(db);
  return rows[0]?.count;
}
