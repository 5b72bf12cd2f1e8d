import {
  ACCOUNT_DELETE_ERRORS,
  accountDelete as deleteContract,
  accountExport as exportContract,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { defineCallable, type SignedInContext } from '../http/defineCallable';
import {
  deleteAccountRows,
  hasBillingSubscription,
  readAccountRows,
  type AccountKey,
} from './accountStore';
import { firebaseAuthAccounts, type AuthAccounts } from './authAccounts';

/**
 * The account as its rows know it. Rows kept by e-mail address (a guest purchase, the e-mail
 * sign-up) are the caller's only once the address is proven: anyone can sign up with an address
 * that is not theirs.
 */
const accountKey = ({ uid, email, emailVerified }: SignedInContext): AccountKey => ({
  uid,
  email: emailVerified ? email : undefined,
});

/** `account-export` {} → every row the backend holds about the caller, by table. */
export const accountExport = defineCallable(exportContract, async (_request, caller) => ({
  exportedAt: new Date().toISOString(),
  userId: caller.uid,
  email: caller.email ?? '',
  tables: await readAccountRows(await getDatabase(), accountKey(caller)),
}));

/**
 * The deletion over any Auth: the rows go first and the sign-in account last, inside the same
 * transaction, so a failing Auth call rolls the rows back and the user can simply try again.
 */
export function defineAccountDelete(auth: AuthAccounts) {
  return defineCallable(deleteContract, async (_request, caller) => {
    const { uid } = caller;
    const db = await getDatabase();
    const removedRows = await db.transaction().execute(async (trx) => {
      if (await hasBillingSubscription(trx, uid, new Date())) {
        throw new HttpsError('failed-precondition', ACCOUNT_DELETE_ERRORS.subscriptionActive);
      }
      const removed = await deleteAccountRows(trx, accountKey(caller));
      await auth.remove(uid);
      return removed;
    });
    return { deleted: true as const, removedRows };
  });
}

/** `account-delete` {confirm: "DELETE"} → the caller's rows and sign-in account removed. */
export const accountDelete = defineAccountDelete(firebaseAuthAccounts);
