/**
 * One capped use counted for today (travel.md §6, §9): the features that count a single action
 * per call (the assistant's questions, currency conversions) share it, so the cap, the count and
 * the answer are worked out one way.
 */
import { dailyCap, FREE_DAILY_CAPS, type UsageAnswer, type UsageType } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import { readAccountPlan } from './accounts';
import { incrementDailyCounter, readDailyCount, usageDay } from './dailyCounters';
import { incrementAnswer, incrementUsageWithinCap, usageAfterIncrement } from './usageCounters';
import type { Database } from './schema';

/** Who uses: a signed-in account (with its cap facts) or a guest device. */
export type DailyUser =
  | { kind: 'user'; userId: string; unlimitedAdmin: boolean }
  | { kind: 'device'; fingerprintHash: string; ipAddress: string | null };

/**
 * Counts one use of `usageType` for today against the user's cap (an account's plan decides it,
 * read in the same transaction; a guest device has the free cap, and its network the guests'
 * abuse ceiling, as every guest count does: usageCounters.ts). Answers the usage after it,
 * with `allowed: false` and nothing counted past the cap.
 */
export async function countDailyUse(
  db: Kysely<Database>,
  user: DailyUser,
  usageType: UsageType,
  now: Date,
): Promise<UsageAnswer> {
  const day = usageDay(now);
  if (user.kind === 'device') {
    const cap = FREE_DAILY_CAPS[usageType];
    const { fingerprintHash, ipAddress } = user;
    const result = await incrementUsageWithinCap(
      db,
      { subject: { kind: 'device', fingerprintHash, ipAddress }, usageType, day },
      1,
      cap,
    );
    return usageAfterIncrement(result, cap);
  }
  return db.transaction().execute(async (trx) => {
    const cap = dailyCap(
      usageType,
      {
        unlimitedAdmin: user.unlimitedAdmin,
        subscription: await readAccountPlan(trx, user.userId),
      },
      now,
    );
    const key = { subject: { kind: 'user' as const, userId: user.userId }, usageType, day };
    const counted = await incrementDailyCounter(trx, key, 1, cap);
    const count = counted ?? (await readDailyCount(trx, key));
    return incrementAnswer(counted !== undefined, count, cap);
  });
}
