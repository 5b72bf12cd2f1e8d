import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES } from './names';
import { noFields, requestObject, storableText } from './payload';

export const MAX_FULL_NAME_LENGTH = 200;

export const profile = z.strictObject({ email: z.string(), fullName: z.string() });
export type Profile = z.infer<typeof profile>;

/** `save-profile` {fullName} → the stored profile. Keeps the sign-up name (empty text if not given). */
export const saveProfile = defineCallableContract({
  name: FUNCTION_NAMES.saveProfile,
  access: 'signedIn',
  replayable: true,
  request: requestObject(
    {
      fullName: z
        .string({ error: 'fullName must be text' })
        .trim()
        .max(MAX_FULL_NAME_LENGTH, `fullName must be at most ${MAX_FULL_NAME_LENGTH} characters`)
        .refine(...storableText('fullName'))
        .default(''),
    },
    'Send {fullName}: the name given at sign-up (may be empty).',
  ),
  response: profile,
  errors: {},
});

/** `get-profile` {} → the caller's profile; an account with no row yet has an empty name. */
export const getProfile = defineCallableContract({
  name: FUNCTION_NAMES.getProfile,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.getProfile),
  response: profile,
  errors: {},
});
