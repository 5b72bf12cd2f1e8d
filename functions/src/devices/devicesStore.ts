import type { Insertable, Kysely } from 'kysely';
import type { Database, DeviceFingerprintsTable } from '../db/schema';

/** One row per hash: inserted, or refreshed with the latest traits and last_seen. */
export async function upsertFingerprint(
  db: Kysely<Database>,
  seen: Insertable<DeviceFingerprintsTable>,
): Promise<void> {
  await db
    .insertInto('device_fingerprints')
    .values(seen)
    .onConflict((conflict) => conflict.column('fingerprint_hash').doUpdateSet(seen))
    .execute();
}
