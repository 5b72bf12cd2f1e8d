import type { Kysely } from 'kysely';
import type { Profile } from '@voyagent/contracts';
import type { Database } from '../db/schema';

/** Inserts or refreshes the user's profile row; answers what is stored. */
export async function upsertProfile(
  db: Kysely<Database>,
  userId: string,
  { email, fullName }: Profile,
): Promise<Profile> {
  const row = await db
    .insertInto('profiles')
    .values({ user_id: userId, email, full_name: fullName })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ email, full_name: fullName, updated_at: new Date() }),
    )
    .returning(['email', 'full_name'])
    .executeTakeFirstOrThrow();
  return { email: row.email, fullName: row.full_name };
}

/** The user's stored profile, or undefined before the first save. */
export async function readProfile(
  db: Kysely<Database>,
  userId: string,
): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['email', 'full_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { email: row.email, fullName: row.full_name };
}
