/**
 * The AI layer's queries: each question counted on the caller's ai_requests counter, each plan
 * on itinerary_generations (db/dailyUse.ts over db/dailyCounters.ts, the rows the usage functions
 * and the site's banner read).
 */
import type { UsageAnswer } from '@voyagent/contracts';
import type { Kysely } from 'kysely';
import { countDailyUse, type DailyUser } from '../db/dailyUse';
import type { Database } from '../db/schema';

/** Who asks: a signed-in account (with its cap facts) or a guest device. */
export type Asker = DailyUser;

/** Counts one question for today against the asker's cap; past it, `allowed: false`, nothing counted. */
export function countAiRequest(
  db: Kysely<Database>,
  asker: Asker,
  now: Date,
): Promise<UsageAnswer> {
  return countDailyUse(db, asker, 'ai_requests', now);
}

/** Counts one generated itinerary for today against the asker's cap, the same way. */
export function countItineraryGeneration(
  db: Kysely<Database>,
  asker: Asker,
  now: Date,
): Promise<UsageAnswer> {
  return countDailyUse(db, asker, 'itinerary_generations', now);
}
