import { verifyRecaptcha as contract } from '@voyagent/contracts';
import { serverConfig } from '../config/config';
import { RECAPTCHA_SECRET_KEY } from '../config/secrets';
import { defineCallable } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { requestIp } from '../http/requestIp';
import { logger } from '../logging/logger';
import { recaptchaProviderFor } from './recaptchaProvider';

/** `verify-recaptcha` {token, action} → {success, error?}; open to guests (it runs before sign-in). */
export const verifyRecaptcha = defineCallable(
  contract,
  async ({ token, action }, { request }) => {
    const provider = recaptchaProviderFor(serverConfig());
    const remoteIp = requestIp(request.rawRequest);
    const result = await provider.verify({ token, action, remoteIp });
    if (!result.success) logger.warn('verify-recaptcha refused', { action, reason: result.error });
    return result;
  },
  { secrets: [RECAPTCHA_SECRET_KEY], rateLimit: GUEST_RATE_LIMITS.verifyRecaptcha },
);
