import { randomBytes } from 'node:crypto';
import {
  claimDiscount as claimContract,
  createDiscountToken as createContract,
  roleFlags,
  SITE_PATHS,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { GUEST_RATE_LIMITS } from '../http/rateLimit';
import { expiryRefusal } from './discountRules';
import { insertDiscountToken, lookUpDiscountToken } from './discountStore';

/**
 * `claim-discount` {token} → whether the link at /claim-discount/{token} gives a discount now:
 * "in_use" while another live checkout holds it (the caller's own checkout does not count).
 */
export const claimDiscount = defineCallable(
  claimContract,
  async ({ token }, { uid }) => {
    const found = await lookUpDiscountToken(await getDatabase(), token, new Date(), uid ?? null);
    if (found.state === 'valid') {
      return {
        valid: true as const,
        percent_off: found.percentOff,
        expires_at: found.expiresAt.toISOString(),
      };
    }
    return {
      valid: false as const,
      reason: found.state,
      message: claimContract.errors.refusals[found.state],
    };
  },
  { rateLimit: GUEST_RATE_LIMITS.claimDiscount },
);

/**
 * `create-discount-token` {percent_off, expires_at} → the new single-use token and its claim
 * link. For staff with the marketing flag (marketing, admin or owner) and the configured admin.
 */
export const createDiscountToken = defineCallable(
  createContract,
  async ({ percent_off, expires_at }, caller) => {
    const { uid } = caller;
    const db = await getDatabase();
    // The configured admin account runs the site before anyone holds a role, so it may too.
    const allowed = roleFlags(await heldRoles(db, uid)).isMarketing || isUnlimitedAdmin(caller);
    if (!allowed) throw new HttpsError('permission-denied', createContract.errors.notMarketing);
    const expiresAt = new Date(expires_at);
    const refusal = expiryRefusal(expiresAt, new Date());
    if (refusal) throw new HttpsError('invalid-argument', refusal);
    const token = randomBytes(16).toString('base64url');
    await insertDiscountToken(db, { token, percentOff: percent_off, expiresAt, createdBy: uid });
    const siteUrl = serverConfig().SITE_URL;
    return {
      token,
      percent_off,
      expires_at: expiresAt.toISOString(),
      url: siteUrl ? new URL(`${SITE_PATHS.claimDiscount}/${token}`, siteUrl).href : null,
    };
  },
);
