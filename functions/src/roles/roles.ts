/**
 * Staff roles (travel.md §6): `get-roles` answers the caller's roles and flags in one round trip;
 * `grant-role`, `revoke-role` and `list-role-audit` are for owners and admins.
 */
import {
  getRoles as getRolesContract,
  grantRole as grantContract,
  listRoleAudit as auditContract,
  revokeRole as revokeContract,
  roleFlags,
} from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { heldRoles } from '../db/accounts';
import { getDatabase } from '../db/database';
import { defineCallable } from '../http/defineCallable';
import { pageOf } from '../http/payload';
import { logger } from '../logging/logger';
import { changeRole, readRoleAudit } from './roleStore';
import { roleTargetUid } from './roleTarget';
import { firebaseUserDirectory, type UserDirectory } from './userDirectory';

/**
 * `get-roles` {} → the caller's roles and flags. A failed lookup answers the plain user flags
 * (travel.md §6: "If the lookup fails, only the user role is assumed"), logged.
 */
export const getRoles = defineCallable(getRolesContract, async (_request, { uid }) => {
  try {
    return roleFlags(await heldRoles(await getDatabase(), uid));
  } catch (error) {
    logger.error('get-roles lookup failed; answering the user role', { error });
    return roleFlags([]);
  }
});

/**
 * `grant-role` / `revoke-role` {user_id | email, role} → {user_id, role, changed}. Who may is
 * decided inside the change's transaction (roleChangeRefusal), with the audit row written there.
 */
export function roleChangeCallable(action: 'grant' | 'revoke', directory: UserDirectory) {
  return defineCallable(
    action === 'grant' ? grantContract : revokeContract,
    async (request, { uid }) => {
      const db = await getDatabase();
      // Refuse non-staff before looking anyone up, so the call reveals nothing about accounts.
      if (!roleFlags(await heldRoles(db, uid)).isAdmin) {
        throw new HttpsError('permission-denied', grantContract.errors.notAdmin);
      }
      const target = await roleTargetUid(request, action, directory);
      const { changed } = await changeRole(
        db,
        { actorUserId: uid, targetUserId: target, role: request.role, action },
        { authorizeActor: true },
      );
      return { user_id: target, role: request.role, changed };
    },
  );
}

export const grantRole = roleChangeCallable('grant', firebaseUserDirectory);
export const revokeRole = roleChangeCallable('revoke', firebaseUserDirectory);

/** `list-role-audit` {limit?, offset?, target_user_id?} → {entries, nextOffset}, newest first. */
export const listRoleAudit = defineCallable(auditContract, async (request, { uid }) => {
  const db = await getDatabase();
  if (!roleFlags(await heldRoles(db, uid)).isAdmin) {
    throw new HttpsError('permission-denied', auditContract.errors.notAdmin);
  }
  const page = pageOf(await readRoleAudit(db, request), request.limit, request.offset);
  return { entries: page.rows, nextOffset: page.nextOffset };
});
