import { z } from 'zod';
import { defineCallableContract } from './contract';
import { ACCOUNT_DELETE_CONFIRMATION, FUNCTION_NAMES } from './names';
import { isoTimestamp, noFields, requestObject } from './payload';

/** One stored row, its columns as JSON (timestamps as ISO text). */
const exportedRow = z.record(z.string(), z.unknown());

/**
 * `account-export` {} → every row the backend holds about the caller, by table: the file the
 * settings page offers as a JSON download.
 */
export const accountExport = defineCallableContract({
  name: FUNCTION_NAMES.accountExport,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.accountExport),
  response: z.strictObject({
    exportedAt: isoTimestamp,
    userId: z.string(),
    email: z.string(),
    tables: z.record(z.string(), z.array(exportedRow)),
  }),
  errors: {},
});

export const ACCOUNT_DELETE_ERRORS = {
  confirm: `confirm must be "${ACCOUNT_DELETE_CONFIRMATION}" to delete your account.`,
  payload: `Send {confirm: "${ACCOUNT_DELETE_CONFIRMATION}"} to delete your account.`,
  subscriptionActive:
    'Your subscription is still active. Cancel it under Manage subscription first, then delete your account.',
} as const;

/**
 * `account-delete` {confirm} → the caller's rows removed in one transaction and the sign-in
 * account deleted. Only the keyed hash of a used trial's e-mail survives (issue 17 item 10).
 * Refused while a recurring subscription is still billing, so nobody is charged for an account
 * that no longer exists.
 */
export const accountDelete = defineCallableContract({
  name: FUNCTION_NAMES.accountDelete,
  access: 'signedIn',
  request: requestObject(
    {
      confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: ACCOUNT_DELETE_ERRORS.confirm }),
    },
    ACCOUNT_DELETE_ERRORS.payload,
  ),
  response: z.strictObject({
    deleted: z.literal(true),
    removedRows: z.number().int().nonnegative(),
  }),
  errors: ACCOUNT_DELETE_ERRORS,
});
