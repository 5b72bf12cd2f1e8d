import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES, RECAPTCHA_ACTIONS } from './names';
import { requestObject, storableText } from './payload';

/** reCAPTCHA tokens are about 2 KB; anything far larger is not one. */
export const MAX_RECAPTCHA_TOKEN_LENGTH = 4096;

/**
 * `verify-recaptcha` {token, action} → {success} or {success: false, error}: the human check
 * before sign-up and sign-in (shell.md §5, §7), open to guests. `error` is one of the texts below
 * (shell.md §5, §8), shown as is.
 */
export const verifyRecaptcha = defineCallableContract({
  name: FUNCTION_NAMES.verifyRecaptcha,
  access: 'public',
  request: requestObject(
    {
      token: z
        .string({ error: 'token must be text' })
        .min(1, 'token must not be empty')
        .max(
          MAX_RECAPTCHA_TOKEN_LENGTH,
          `token must be at most ${MAX_RECAPTCHA_TOKEN_LENGTH} characters`,
        )
        .refine(...storableText('token')),
      action: z.enum(RECAPTCHA_ACTIONS, { error: 'action must be signup or login' }),
    },
    'Send {token, action}: the reCAPTCHA token and signup or login.',
  ),
  response: z.discriminatedUnion('success', [
    z.strictObject({ success: z.literal(true) }),
    z.strictObject({ success: z.literal(false), error: z.string() }),
  ]),
  errors: {
    failed: 'reCAPTCHA verification failed. Please try again.',
    securityCheckFailed: 'Security verification failed. Please try again.',
  },
});
