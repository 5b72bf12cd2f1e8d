/**
 * The assistant's queries: each question counted on the caller's ai_requests counter
 * (db/dailyCounters.ts, the rows the usage functions and the site's banner read).
 */
import { dailyCap, FREE_DAILY_CAPS, type UsageAnswer } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import { readAccountPlan } from '../db/accounts';
import {
  incrementDailyCounter,
  readDailyCount,
  usageDay,
  type DailyCounterKey,
} from '../db/dailyCounters';
import type { Database } from '../db/schema';

export type Asker =
  | { kind: 'user'; userId: string; unlimitedAdmin: boolean }
  | { kind: 'device'; fingerprintHash: string; ipAddress: string | null };

/**
 * Counts one question for today against the asker's cap (an account's plan decides it, read in
 * the same transaction; a guest device has the free cap). Past the cap: `allowed: false`, nothing
 * counted.
 */
export async function countAiRequest(
  db: Kysely<Database>,
  asker: Asker,
  now: Date,
): Promise<UsageAnswer> {
  return db.transaction().execute(async (trx) => {
    const cap =
      asker.kind === 'user'
        ? dailyCap(
            'ai_requests',
            {
              unlimitedAdmin: asker.unlimitedAdmin,
              subscription: await readAccountPlan(trx, asker.userId),
            },
            now,
          )
        : FREE_DAILY_CAPS.ai_requests;
    const key: DailyCounterKey = {
      subject:
        asker.kind === 'user'
          ? { kind: 'user', userId: asker.userId }
          : { kind: 'device', fingerprintHash: asker.fingerprintHash, ipAddress: asker.ipAddress },
      usageType: 'ai_requests',
      day: usageDay(now),
    };
    const counted = await incrementDailyCounter(trx, key, 1, cap);
    const count = counted ?? (await readDailyCount(trx, key));
    if (cap === null) return { allowed: true, count, limit: null, remaining: null };
    return {
      allowed: counted !== undefined,
      count,
      limit: cap,
      remaining: Math.max(0, cap - count),
    };
  });
}
