/** Staff roles and the access they give (travel.md §6). Pure: no database here. */
export const ROLES = [
  'owner',
  'admin',
  'support',
  'marketing',
  'content_editor',
  'analyst',
  'user',
] as const;
export type Role = (typeof ROLES)[number];

export const ACCESS_LEVELS: Readonly<Record<Role, number>> = {
  owner: 6,
  admin: 5,
  support: 4,
  marketing: 4,
  content_editor: 4,
  analyst: 3,
  user: 1,
};

export interface RoleFlags {
  roles: Role[];
  isAdmin: boolean;
  isSupportLevel: boolean;
  isMarketing: boolean;
  isContentEditor: boolean;
  isAnalyst: boolean;
  highestRole: Role;
  accessLevel: number;
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

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

/** Roles that can be granted or revoked; `user` is what holding none means. */
export const GRANTABLE_ROLES = ROLES.filter((role) => role !== 'user') as Exclude<Role, 'user'>[];
export type GrantableRole = Exclude<Role, 'user'>;

/** Roles only an owner may grant or revoke. */
const OWNER_MANAGED_ROLES: readonly Role[] = ['owner', 'admin'];

/**
 * Why the actor may not grant or revoke `role`, or undefined when they may: owners and admins
 * manage roles, and only an owner manages the owner and admin roles. Deny by default.
 */
export function roleChangeRefusal(actorRoles: readonly string[], role: Role): string | undefined {
  const actor = roleFlags(actorRoles);
  if (!actor.isAdmin) return 'Only an owner or admin can change roles.';
  if (OWNER_MANAGED_ROLES.includes(role) && actor.highestRole !== 'owner') {
    return `Only an owner can grant or revoke the ${role} role.`;
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
