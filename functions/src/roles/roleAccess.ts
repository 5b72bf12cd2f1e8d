/**
 * Who may change staff roles (travel.md §6). Pure: no database here. The flags a set of roles
 * gives are in the contracts (roleFlags), shared with the clients.
 */
import { grantRole, roleFlags, type Role } from '@voyagent/contracts';

/** Roles only an owner may grant or revoke. */
const OWNER_MANAGED_ROLES: readonly Role[] = ['owner', 'admin'];

/**
 * Why the actor may not grant or revoke `role`, or undefined when they may: owners and admins
 * manage roles, and only an owner manages the owner and admin roles. Deny by default.
 */
export function roleChangeRefusal(actorRoles: readonly string[], role: Role): string | undefined {
  const actor = roleFlags(actorRoles);
  if (!actor.isAdmin) return grantRole.errors.notAdmin;
  if (OWNER_MANAGED_ROLES.includes(role) && actor.highestRole !== 'owner') {
    return grantRole.errors.ownerOnly(role);
  }
  return undefined;
}

/** Revoking `role` from the target must not leave the product without an owner. */
export function removesLastOwner(
  role: Role,
  targetRoles: readonly string[],
  ownerCount: number,
): boolean {
  return role === 'owner' && targetRoles.includes('owner') && ownerCount <= 1;
}
