/**
 * Usage counters with their caps, and guests' per-network ceiling (travel.md §6, §9; issue 17):
 * the one way every capped feature counts.
 */
import { FREE_DAILY_CAPS, type UsageAnswer, type UsageType } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import {
  incrementDailyCounter,
  readDailyCount,
  type CounterSubject,
  type DailyCounterKey,
} from './dailyCounters';
import { guestNetwork } from './guestNetwork';
import type { Database } from './schema';

/** A daily cap, or null for no cap. */
export type DailyCap = number | null;

/**
 * Guests on one network (guestNetwork.ts) share this many times the device cap per day. An
 * abuse ceiling, not a second device cap (issue 17): a household, an office or a mobile carrier's
 * NAT puts many honest guests behind one address, while rotating fingerprint hashes from one
 * address must stop somewhere.
 */
export const GUEST_NETWORK_CAP_MULTIPLIER = 10;

export function guestNetworkDailyCap(usageType: UsageType): number {
  return FREE_DAILY_CAPS[usageType] * GUEST_NETWORK_CAP_MULTIPLIER;
}

/** Whose counter: a signed-in user's, or a guest device's (with the address it called from). */
export type UsageSubject = Exclude<CounterSubject, { kind: 'network' }>;

export interface CounterKey extends DailyCounterKey {
  subject: UsageSubject;
  usageType: UsageType;
}

/** Today's count for one counter; no row yet means 0. */
export function readUsageCount(db: Kysely<Database>, key: CounterKey): Promise<number> {
  return readDailyCount(db, key);
}

/**
 * An increment's outcome. `count` is the counter's count after it, unchanged when refused;
 * `refusedBy` says whether the counter's own cap or the guest network's ceiling refused it.
 */
export type IncrementResult =
  | { counted: true; count: number }
  | { counted: false; count: number; refusedBy: 'cap' | 'network' };

/** Thrown inside the transaction to roll back the network's count when the device's is refused. */
class DeviceCapReached extends Error {}

/**
 * Adds `increment` to a counter unless that would pass `cap` (null: no cap); concurrent calls can
 * neither lose an increment nor overshoot (db/dailyCounters.ts). A guest device's increment also
 * counts its network (guestNetwork.ts) under guestNetworkDailyCap, in the same transaction:
 * refused by either, it counts on neither, so rotating fingerprint hashes from one network stops
 * at the ceiling. The network row is always locked before the device row, so concurrent
 * increments never deadlock. Without an address (the runtime gave none) only the device counts.
 */
export async function incrementUsageWithinCap(
  db: Kysely<Database>,
  key: CounterKey,
  increment: number,
  cap: DailyCap,
): Promise<IncrementResult> {
  const { subject, usageType, day } = key;
  const network = subject.kind === 'device' && subject.ipAddress && guestNetwork(subject.ipAddress);
  if (!network) {
    const count = await incrementDailyCounter(db, key, increment, cap);
    if (count !== undefined) return { counted: true, count };
    return { counted: false, count: await readUsageCount(db, key), refusedBy: 'cap' };
  }
  const networkKey = { subject: { kind: 'network', ipNetwork: network }, usageType, day } as const;
  try {
    return await db.transaction().execute(async (trx): Promise<IncrementResult> => {
      const networkCount = await incrementDailyCounter(
        trx,
        networkKey,
        increment,
        guestNetworkDailyCap(usageType),
      );
      if (networkCount === undefined) {
        return { counted: false, count: await readUsageCount(trx, key), refusedBy: 'network' };
      }
      const count = await incrementDailyCounter(trx, key, increment, cap);
      if (count === undefined) throw new DeviceCapReached();
      return { counted: true, count };
    });
  } catch (error) {
    if (!(error instanceof DeviceCapReached)) throw error;
    return { counted: false, count: await readUsageCount(db, key), refusedBy: 'cap' };
  }
}

/**
 * An increment's answer: `allowed` says whether this increment was counted. `count` is the stored
 * count after it (unchanged when refused).
 */
export function incrementAnswer(allowed: boolean, count: number, cap: DailyCap): UsageAnswer {
  if (cap === null) return { allowed, count, limit: null, remaining: null };
  return { allowed, count, limit: cap, remaining: Math.max(0, cap - count) };
}

/** The usage after `incrementUsageWithinCap`; at its network's ceiling a guest device has nothing left today, whatever its own count. */
export function usageAfterIncrement(result: IncrementResult, cap: DailyCap): UsageAnswer {
  const answer = incrementAnswer(result.counted, result.count, cap);
  return !result.counted && result.refusedBy === 'network' ? { ...answer, remaining: 0 } : answer;
}
