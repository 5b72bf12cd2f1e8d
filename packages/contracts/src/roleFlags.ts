/** Staff roles and the access they give (travel.md §6), shared by the server and the clients. */
import { ROLES, type Role } from './names';
import type { RoleFlags } from './roles';

export const ACCESS_LEVELS: Readonly<Record<Role, number>> = {
  owner: 6,
  admin: 5,
  support: 4,
  marketing: 4,
  content_editor: 4,
  analyst: 3,
  user: 1,
};

/** A role has access when its level is at least the required level. */
export function hasAccess(role: Role, requiredLevel: number): boolean {
  return ACCESS_LEVELS[role] >= requiredLevel;
}

/**
 * Flags from the roles a user holds. No role means user; unknown names are ignored. The highest
 * role follows ROLES' order (owner first).
 */
export function roleFlags(held: readonly string[]): RoleFlags {
  const roles = ROLES.filter((role) => role !== 'user' && held.includes(role));
  const has = (role: Role) => roles.includes(role);
  const adminOrOwner = has('admin') || has('owner');
  const highestRole = roles[0] ?? 'user';
  return {
    roles: roles.length > 0 ? roles : ['user'],
    isAdmin: adminOrOwner,
    isSupportLevel: adminOrOwner || has('support'),
    isMarketing: adminOrOwner || has('marketing'),
    isContentEditor: adminOrOwner || has('content_editor'),
    isAnalyst: adminOrOwner || has('analyst'),
    highestRole,
    accessLevel: ACCESS_LEVELS[highestRole],
  };
}
