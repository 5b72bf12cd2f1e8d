/**
 * Staff roles (travel.md §6): `get-roles` answers the caller's roles and flags in one round trip;
 * `grant-role`, `revoke-role` and `list-role-audit` are for owners and admins.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { getDatabase } from '../db/database';
import { signedInCallable } from '../http/defineCallable';
import { noNul, objectOnly, pageFields, pageOf } from '../http/payload';
import { logger } from '../logging/logger';
import { GRANTABLE_ROLES, roleFlags, type RoleFlags } from './roleAccess';
import { changeRole, heldRoles } from './roleStore';
import { firebaseUserDirectory, type UserDirectory } from './userDirectory';

/**
 * `get-roles` {} → the caller's roles and flags. A failed lookup answers the plain user flags
 * (travel.md §6: "If the lookup fails, only the user role is assumed"), logged.
 */
export const getRoles = signedInCallable({
  name: 'get-roles',
  input: z.strictObject({}, { error: 'get-roles takes no fields.' }),
  handler: async (_input, { uid }): Promise<RoleFlags> => {
    try {
      return roleFlags(await heldRoles(await getDatabase(), uid));
    } catch (error) {
      logger.error('get-roles lookup failed; answering the user role', { error });
      return roleFlags([]);
    }
  },
});

export const roleChangeInput = z
  .strictObject(
    {
      user_id: z
        .string({ error: 'user_id must be text' })
        .trim()
        .min(1, 'user_id must not be empty')
        .max(128, 'user_id must be at most 128 characters')
        .refine(...noNul('user_id'))
        .optional(),
      email: z
        .email({ error: 'email must be an e-mail address' })
        .max(320, 'email must be at most 320 characters')
        .optional(),
      role: z.enum(GRANTABLE_ROLES, {
        error: `role must be one of ${GRANTABLE_ROLES.join(', ')}`,
      }),
    },
    objectOnly('{user_id or email, role}'),
  )
  .refine(
    (input) => (input.user_id === undefined) !== (input.email === undefined),
    'Send the target as either user_id or email, not both.',
  );

/** The target's uid, checked against Firebase Auth: an unknown account is not-found. */
async function targetUid(
  { user_id, email }: { user_id?: string | undefined; email?: string | undefined },
  directory: UserDirectory,
): Promise<string> {
  const uid = email ? await directory.uidForEmail(email) : user_id;
  if (!uid || (!email && !(await directory.hasUser(uid)))) {
    throw new HttpsError('not-found', 'No account matches that user.');
  }
  return uid;
}

/**
 * `grant-role` / `revoke-role` {user_id | email, role} → {user_id, role, changed}. Who may is
 * decided inside the change's transaction (roleChangeRefusal), with the audit row written there.
 */
export function roleChangeCallable(action: 'grant' | 'revoke', directory: UserDirectory) {
  return signedInCallable({
    name: `${action}-role`,
    input: roleChangeInput,
    handler: async (input, { uid }) => {
      const db = await getDatabase();
      // Refuse non-staff before looking anyone up, so the call reveals nothing about accounts.
      if (!roleFlags(await heldRoles(db, uid)).isAdmin) {
        throw new HttpsError('permission-denied', 'Only an owner or admin can change roles.');
      }
      const target = await targetUid(input, directory);
      const { changed } = await changeRole(
        db,
        { actorUserId: uid, targetUserId: target, role: input.role, action },
        { authorizeActor: true },
      );
      return { user_id: target, role: input.role, changed };
    },
  });
}

export const grantRole = roleChangeCallable('grant', firebaseUserDirectory);
export const revokeRole = roleChangeCallable('revoke', firebaseUserDirectory);

export const MAX_AUDIT_PAGE = 100;

export const listRoleAuditInput = z.strictObject(
  {
    ...pageFields(MAX_AUDIT_PAGE, 50),
    target_user_id: z
      .string({ error: 'target_user_id must be text' })
      .max(128, 'target_user_id must be at most 128 characters')
      .refine(...noNul('target_user_id'))
      .optional(),
  },
  objectOnly('{limit?, offset?, target_user_id?}'),
);

export interface RoleAuditEntry {
  id: string;
  actor_user_id: string;
  target_user_id: string;
  role: string;
  action: 'grant' | 'revoke';
  created_at: string;
}

/** `list-role-audit` {limit?, offset?, target_user_id?} → {entries, nextOffset}, newest first. */
export const listRoleAudit = signedInCallable({
  name: 'list-role-audit',
  input: listRoleAuditInput,
  handler: async ({ limit, offset, target_user_id }, { uid }) => {
    const db = await getDatabase();
    if (!roleFlags(await heldRoles(db, uid)).isAdmin) {
      throw new HttpsError('permission-denied', 'Only an owner or admin can read the role audit.');
    }
    let query = db.selectFrom('role_audit').selectAll();
    if (target_user_id !== undefined) query = query.where('target_user_id', '=', target_user_id);
    const page = pageOf(
      await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute(),
      limit,
      offset,
    );
    const entries: RoleAuditEntry[] = page.rows.map((row) => ({
      id: String(row.id),
      actor_user_id: row.actor_user_id,
      target_user_id: row.target_user_id,
      role: row.role,
      action: row.action,
      created_at: row.created_at.toISOString(),
    }));
    return { entries, nextOffset: page.nextOffset };
  },
});
