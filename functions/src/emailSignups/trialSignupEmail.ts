import { trialSignupEmail as contract } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { serverConfig, type ServerConfig } from '../config/config';
import { refuseUnconfigured } from '../config/providers';
import { EMAIL_API_KEY, EMAIL_LINK_SECRET } from '../config/secrets';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { logger } from '../logging/logger';
import { emailProviderFor } from './emailProvider';
import { claimWelcome, recordSignup, releaseWelcome } from './emailSignupsStore';
import { normaliseSignupEmail, unsubscribeUrl } from './unsubscribeLink';
import { welcomeEmail } from './welcomeEmail';

const UNAVAILABLE = contract.errors.unavailable;
const SUBSCRIBED = { subscribed: true } as const;

/**
 * The signing secret and the function URL the unsubscribe links need. Every e-mail must carry a
 * working link, so without them nothing is stored or sent.
 */
export function unsubscribeLinkSettings(
  config: Pick<ServerConfig, 'EMAIL_LINK_SECRET' | 'EMAIL_UNSUBSCRIBE_URL'>,
) {
  if (!config.EMAIL_LINK_SECRET) {
    refuseUnconfigured({ name: 'E-mail', key: 'EMAIL_LINK_SECRET', unavailable: UNAVAILABLE });
  }
  if (!URL.canParse(config.EMAIL_UNSUBSCRIBE_URL)) {
    refuseUnconfigured({ name: 'E-mail', key: 'EMAIL_UNSUBSCRIBE_URL', unavailable: UNAVAILABLE });
  }
  return { secret: config.EMAIL_LINK_SECRET, baseUrl: config.EMAIL_UNSUBSCRIBE_URL };
}

/**
 * `trial-signup-email` {email} → {subscribed: true}. Keeps the address once and sends it one
 * welcome e-mail with its unsubscribe link; a repeat (or an unsubscribed address) is a success
 * that sends nothing. When the provider refuses, the address stays kept, its welcome is released
 * for the next attempt and the caller gets `unavailable`. No log line carries the address.
 */
export const trialSignupEmail = defineCallable(
  contract,
  async ({ email }) => {
    const config = serverConfig();
    const links = unsubscribeLinkSettings(config);
    const db = await getDatabase();
    const provider = emailProviderFor(config, db);
    const address = normaliseSignupEmail(email);
    await recordSignup(db, address);
    if (!(await claimWelcome(db, address, new Date()))) return SUBSCRIBED;
    const message = welcomeEmail({
      to: address,
      unsubscribeUrl: unsubscribeUrl(links.baseUrl, address, links.secret),
      siteUrl: config.SITE_URL,
    });
    try {
      await provider.send(message);
    } catch (error) {
      await releaseWelcome(db, address);
      logger.error('trial-signup-email: the welcome e-mail was not sent', { error });
      throw new HttpsError('unavailable', UNAVAILABLE);
    }
    logger.info('trial-signup-email: welcome e-mail sent');
    return SUBSCRIBED;
  },
  { secrets: [EMAIL_API_KEY, EMAIL_LINK_SECRET], rateLimit: GUEST_RATE_LIMITS.trialSignupEmail },
);
