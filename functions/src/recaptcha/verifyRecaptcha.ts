import { z } from 'zod';
import { serverConfig } from '../config/config';
import { requestIp } from '../devices/devices';
import { publicCallable } from '../http/defineCallable';
import { logger } from '../logging/logger';
import { RECAPTCHA_ACTIONS, recaptchaProviderFor, type RecaptchaResult } from './recaptchaProvider';

/** reCAPTCHA tokens are about 2 KB; anything far larger is not one. */
export const MAX_RECAPTCHA_TOKEN_LENGTH = 4096;

export const verifyRecaptchaInput = z.strictObject(
  {
    token: z
      .string({ error: 'token must be text' })
      .min(1, 'token must not be empty')
      .max(
        MAX_RECAPTCHA_TOKEN_LENGTH,
        `token must be at most ${MAX_RECAPTCHA_TOKEN_LENGTH} characters`,
      ),
    action: z.enum(RECAPTCHA_ACTIONS, { error: 'action must be signup or login' }),
  },
  { error: 'Send {token, action}: the reCAPTCHA token and signup or login.' },
);

/** `verify-recaptcha` {token, action} → {success, error?}; open to guests (it runs before sign-in). */
export const verifyRecaptcha = publicCallable({
  name: 'verify-recaptcha',
  input: verifyRecaptchaInput,
  handler: async ({ token, action }, { request }): Promise<RecaptchaResult> => {
    const provider = recaptchaProviderFor(serverConfig());
    const result = await provider.verify({ token, action, remoteIp: requestIp(request) });
    if (!result.success) logger.warn('verify-recaptcha refused', { action, reason: result.error });
    return result;
  },
});
