import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SubscriptionFacts } from '../subscriptions/tiers';
import type { DailyCap, UsageType } from './usageLimits';

/** Whose counter: a signed-in user's, or a guest device's (with the address it called from). */
export type UsageSubject =
  | { kind: 'user'; userId: string }
  | { kind: 'device'; fingerprintHash: string; ipAddress: string | null };

export interface CounterKey {
  subject: UsageSubject;
  usageType: UsageType;
  /** `YYYY-MM-DD`, from usageDay(). */
  day: string;
}

/** Today's count for one counter; no row yet means 0. */
export async function readUsageCount(db: Kysely<Database>, key: CounterKey): Promise<number> {
  const row =
    key.subject.kind === 'user'
      ? await db
          .selectFrom('user_usage')
          .select('count')
          .where('user_id', '=', key.subject.userId)
          .where('usage_day', '=', sql<Date>`${key.day}::date`)
          .where('usage_type', '=', key.usageType)
          .executeTakeFirst()
      : await db
          .selectFrom('device_usage')
          .select('count')
          .where('fingerprint_hash', '=', key.subject.fingerprintHash)
          .where('usage_day', '=', sql<Date>`${key.day}::date`)
          .where('usage_type', '=', key.usageType)
          .executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * Adds `increment` to a counter unless that would pass `cap` (null: no cap), in ONE statement so
 * that concurrent calls can neither lose an increment nor overshoot the cap: PostgreSQL locks the
 * conflicting row and evaluates the update's WHERE against its latest committed count. The insert
 * half checks the cap too, for a first increment larger than the cap. Answers the new count, or
 * undefined when refused (nothing written).
 */
export async function incrementUsageWithinCap(
  db: Kysely<Database>,
  key: CounterKey,
  increment: number,
  cap: DailyCap,
): Promise<number | undefined> {
  const { subject, usageType, day } = key;
  const fitsOnInsert = sql`(${cap}::int is null or ${increment}::int <= ${cap}::int)`;
  const statement =
    subject.kind === 'user'
      ? sql<{ count: number }>`
          insert into user_usage (user_id, usage_day, usage_type, count)
          select ${subject.userId}, ${day}::date, ${usageType}, ${increment}::int
          where ${fitsOnInsert}
          on conflict (user_id, usage_day, usage_type) do update
            set count = user_usage.count + excluded.count, updated_at = now()
            where ${cap}::int is null or user_usage.count + excluded.count <= ${cap}::int
          returning count`
      : sql<{ count: number }>`
          insert into device_usage (fingerprint_hash, usage_day, usage_type, count, ip_address)
          select ${subject.fingerprintHash}, ${day}::date, ${usageType}, ${increment}::int,
                 ${subject.ipAddress}::text
          where ${fitsOnInsert}
          on conflict (fingerprint_hash, usage_day, usage_type) do update
            set count = device_usage.count + excluded.count,
                ip_address = coalesce(excluded.ip_address, device_usage.ip_address),
                updated_at = now()
            where ${cap}::int is null or device_usage.count + excluded.count <= ${cap}::int
          returning count`;
  const { rows } = await statement.execute(db);
  return rows[0]?.count;
}

/** The caller's subscription facts; undefined when they never trialled or bought (free). */
export async function readSubscriptionFacts(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionFacts | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['subscribed', 'subscription_tier', 'subscription_end', 'is_trial', 'trial_end'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
