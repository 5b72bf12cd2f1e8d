import { getProfile as getContract, saveProfile as saveContract } from '@voyagent/contracts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { readProfile, upsertProfile } from './profileStore';

/** `save-profile` {fullName} → the stored profile. Keeps the sign-up name (empty text if not given). */
export const saveProfile = defineCallable(saveContract, async ({ fullName }, { uid, email }) =>
  upsertProfile(await getDatabase(), uid, { email: email ?? '', fullName }),
);

/** `get-profile` {} → the caller's profile; an account with no row yet has an empty name. */
export const getProfile = defineCallable(
  getContract,
  async (_request, { uid, email }) =>
    (await readProfile(await getDatabase(), uid)) ?? { email: email ?? '', fullName: '' },
);
