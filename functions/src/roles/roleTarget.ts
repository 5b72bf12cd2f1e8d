/** Whom a role change applies to, and whether a grant may go to them (issue 8). */
import { grantRole as grantContract } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import type { UserDirectory } from './userDirectory';

/**
 * The uid of the account a role change names, by e-mail or uid, looked up in Firebase Auth: an
 * unknown account is not-found. A grant needs the account's e-mail verified (failed-precondition
 * otherwise), whichever way it is named: anyone can sign up with a colleague's address before the
 * colleague does, and a uid is only ever learned next to the address the account claims, so an
 * unverified account must not become staff by either route. A revocation needs no proof: taking
 * a role away is always safe, from a squatter's account too.
 */
export async function roleTargetUid(
  { user_id, email }: { user_id?: string | undefined; email?: string | undefined },
  action: 'grant' | 'revoke',
  directory: UserDirectory,
): Promise<string> {
  const account = email
    ? await directory.accountByEmail(email)
    : user_id
      ? await directory.accountById(user_id)
      : undefined;
  if (!account) throw new HttpsError('not-found', grantContract.errors.noAccount);
  if (action === 'grant' && !account.emailVerified) {
    throw new HttpsError('failed-precondition', grantContract.errors.unverifiedTarget);
  }
  return account.uid;
}
