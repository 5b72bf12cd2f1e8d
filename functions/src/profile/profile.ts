import { z } from 'zod';
import { getDatabase } from '../db/database';
import { signedInCallable } from '../http/defineCallable';
import { noNul } from '../http/payload';

export const MAX_FULL_NAME_LENGTH = 200;

export interface Profile {
  email: string;
  fullName: string;
}

export const saveProfileInput = z.strictObject(
  {
    fullName: z
      .string({ error: 'fullName must be text' })
      .trim()
      .max(MAX_FULL_NAME_LENGTH, `fullName must be at most ${MAX_FULL_NAME_LENGTH} characters`)
      .refine(...noNul('fullName'))
      .default(''),
  },
  { error: 'Send {fullName}: the name given at sign-up (may be empty).' },
);

/** `save-profile` {fullName} → the stored profile. Keeps the sign-up name (empty text if not given). */
export const saveProfile = signedInCallable({
  name: 'save-profile',
  input: saveProfileInput,
  handler: async ({ fullName }, { uid, email }): Promise<Profile> => {
    const db = await getDatabase();
    const row = await db
      .insertInto('profiles')
      .values({ user_id: uid, email: email ?? '', full_name: fullName })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          email: email ?? '',
          full_name: fullName,
          updated_at: new Date(),
        }),
      )
      .returning(['email', 'full_name'])
      .executeTakeFirstOrThrow();
    return { email: row.email, fullName: row.full_name };
  },
});

/** `get-profile` {} → the caller's profile; an account with no row yet has an empty name. */
export const getProfile = signedInCallable({
  name: 'get-profile',
  input: z.strictObject({}, { error: 'get-profile takes no fields.' }),
  handler: async (_input, { uid, email }): Promise<Profile> => {
    const db = await getDatabase();
    const row = await db
      .selectFrom('profiles')
      .select(['email', 'full_name'])
      .where('user_id', '=', uid)
      .executeTakeFirst();
    return { email: row?.email ?? email ?? '', fullName: row?.full_name ?? '' };
  },
});
