/** Roles in the database: who holds what, and audited changes (travel.md §6). */
import { revokeRole, type GrantableRole, type RoleAuditEntry } from '@voyagent/contracts';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql, type Kysely, type Transaction } from 'kysely';
import { heldRoles } from '../db/accounts';
import { newestFirstPage } from '../db/pages';
import type { Database } from '../db/schema';
import { removesLastOwner, roleChangeRefusal } from './roleAccess';

/** Every role change takes this transaction-level lock, so checks and writes never interleave. */
const ROLE_CHANGE_LOCK_KEY = 726_150_003;

export interface RoleChange {
  /** Who asks: a uid, or an operator label for the bootstrap CLI. */
  actorUserId: string;
  targetUserId: string;
  role: GrantableRole;
  action: 'grant' | 'revoke';
}

/**
 * Applies one grant or revocation inside `trx`, with its audit row; answers whether anything
 * changed (granting a held role or revoking an absent one changes and audits nothing).
 * `authorizeActor: false` is for the operator CLI, which has database access anyway.
 */
export async function applyRoleChange(
  trx: Transaction<Database>,
  change: RoleChange,
  { authorizeActor }: { authorizeActor: boolean },
): Promise<{ changed: boolean }> {
  const { actorUserId, targetUserId, role, action } = change;
  await sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK_KEY})`.execute(trx);
  if (authorizeActor) {
    const refusal = roleChangeRefusal(await heldRoles(trx, actorUserId), role);
    if (refusal) throw new HttpsError('permission-denied', refusal);
  }
  let changed: boolean;
  if (action === 'grant') {
    const inserted = await trx
      .insertInto('user_roles')
      .values({ user_id: targetUserId, role, granted_by: actorUserId })
      .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
      .returning('user_id')
      .execute();
    changed = inserted.length > 0;
  } else {
    const owners = await trx
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    if (removesLastOwner(role, await heldRoles(trx, targetUserId), Number(owners.count))) {
      throw new HttpsError('failed-precondition', revokeRole.errors.lastOwner);
    }
    const deleted = await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', targetUserId)
      .where('role', '=', role)
      .executeTakeFirst();
    changed = deleted.numDeletedRows > 0n;
  }
  if (changed) {
    await trx
      .insertInto('role_audit')
      .values({ actor_user_id: actorUserId, target_user_id: targetUserId, role, action })
      .execute();
  }
  return { changed };
}

/** One role change and its audit row in one transaction: both happen or neither. */
export function changeRole(
  db: Kysely<Database>,
  change: RoleChange,
  options: { authorizeActor: boolean },
): Promise<{ changed: boolean }> {
  return db.transaction().execute((trx) => applyRoleChange(trx, change, options));
}

/** Up to `limit + 1` audit entries, newest first (the extra one tells that another page follows). */
export async function readRoleAudit(
  db: Kysely<Database>,
  page: { limit: number; offset: number; target_user_id?: string | undefined },
): Promise<RoleAuditEntry[]> {
  let query = db.selectFrom('role_audit').selectAll();
  if (page.target_user_id !== undefined) {
    query = query.where('target_user_id', '=', page.target_user_id);
  }
  const rows = await newestFirstPage(query, page).execute();
  return rows.map((row) => ({
    id: String(row.id),
    actor_user_id: row.actor_user_id,
    target_user_id: row.target_user_id,
    role: row.role,
    action: row.action,
    created_at: row.created_at.toISOString(),
  }));
}
