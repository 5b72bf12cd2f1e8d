import { randomBytes } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isUnlimitedAdmin, serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import { publicCallable, signedInCallable } from '../http/defineCallable';
import { roleFlags } from '../roles/roleAccess';
import { discountTokenField } from './checkout';
import {
  DISCOUNT_REFUSALS,
  expiryRefusal,
  type DiscountRefusal,
  MAX_PERCENT_OFF,
  MIN_PERCENT_OFF,
} from './discountRules';
import { lookUpDiscountToken } from './discountStore';

export type ClaimDiscountResult =
  | { valid: true; percent_off: number; expires_at: string }
  | { valid: false; reason: DiscountRefusal; message: string };

/**
 * `claim-discount` {token} → whether the link at /claim-discount/{token} gives a discount now:
 * "in_use" while another live checkout holds it (the caller's own checkout does not count).
 */
export const claimDiscount = publicCallable({
  name: 'claim-discount',
  input: z.strictObject({ token: discountTokenField }, { error: 'Send {token}.' }),
  handler: async ({ token }, { uid }): Promise<ClaimDiscountResult> => {
    const found = await lookUpDiscountToken(await getDatabase(), token, new Date(), uid ?? null);
    if (found.state === 'valid') {
      return {
        valid: true,
        percent_off: found.percentOff,
        expires_at: found.expiresAt.toISOString(),
      };
    }
    return { valid: false, reason: found.state, message: DISCOUNT_REFUSALS[found.state] };
  },
});

export const createDiscountTokenInput = z.strictObject(
  {
    percent_off: z
      .number({ error: 'percent_off must be a number' })
      .int('percent_off must be a whole number')
      .min(MIN_PERCENT_OFF, `percent_off must be between ${MIN_PERCENT_OFF} and ${MAX_PERCENT_OFF}`)
      .max(
        MAX_PERCENT_OFF,
        `percent_off must be between ${MIN_PERCENT_OFF} and ${MAX_PERCENT_OFF}`,
      ),
    expires_at: z.iso.datetime({
      offset: true,
      error: 'expires_at must be an ISO date-time, e.g. 2026-01-31T23:59:59Z',
    }),
  },
  { error: 'Send {percent_off, expires_at}.' },
);

/**
 * `create-discount-token` {percent_off, expires_at} → the new single-use token and its claim
 * link. For staff with the marketing flag (marketing, admin or owner) and the configured admin.
 */
export const createDiscountToken = signedInCallable({
  name: 'create-discount-token',
  input: createDiscountTokenInput,
  handler: async ({ percent_off, expires_at }, caller) => {
    const { uid } = caller;
    const db = await getDatabase();
    const held = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', uid)
      .execute();
    // The configured admin account runs the site before anyone holds a role, so it may too.
    const allowed = roleFlags(held.map((row) => row.role)).isMarketing || isUnlimitedAdmin(caller);
    if (!allowed) {
      throw new HttpsError(
        'permission-denied',
        'Only marketing staff and admins can create discount links.',
      );
    }
    const expiresAt = new Date(expires_at);
    const refusal = expiryRefusal(expiresAt, new Date());
    if (refusal) throw new HttpsError('invalid-argument', refusal);
    const token = randomBytes(16).toString('base64url');
    await db
      .insertInto('discount_tokens')
      .values({ token, percent_off, expires_at: expiresAt, created_by: uid })
      .execute();
    const siteUrl = serverConfig().SITE_URL;
    return {
      token,
      percent_off,
      expires_at: expiresAt.toISOString(),
      url: siteUrl ? new URL(`/claim-discount/${token}`, siteUrl).href : null,
    };
  },
});
