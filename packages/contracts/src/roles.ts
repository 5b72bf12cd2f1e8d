/**
 * Staff roles (travel.md §6): `get-roles` answers the caller's roles and flags in one round trip;
 * `grant-role`, `revoke-role` and `list-role-audit` are for owners and admins.
 */
import { z } from 'zod';
import { defineCallableContract } from './contract';
import { FUNCTION_NAMES, GRANTABLE_ROLES, ROLES } from './names';
import {
  isoTimestamp,
  nextOffset,
  noFields,
  pageFields,
  requestObject,
  storableText,
} from './payload';

export const roleFlagsAnswer = z.strictObject({
  roles: z.array(z.enum(ROLES)),
  isAdmin: z.boolean(),
  isSupportLevel: z.boolean(),
  isMarketing: z.boolean(),
  isContentEditor: z.boolean(),
  isAnalyst: z.boolean(),
  highestRole: z.enum(ROLES),
  accessLevel: z.number().int(),
});
export type RoleFlags = z.infer<typeof roleFlagsAnswer>;

/**
 * `get-roles` {} → the caller's roles and flags. A failed lookup answers the plain user flags
 * (travel.md §6: "If the lookup fails, only the user role is assumed").
 */
export const getRoles = defineCallableContract({
  name: FUNCTION_NAMES.getRoles,
  access: 'signedIn',
  request: noFields(FUNCTION_NAMES.getRoles),
  response: roleFlagsAnswer,
  errors: {},
});

const roleChangeRequest = requestObject(
  {
    user_id: z
      .string({ error: 'user_id must be text' })
      .trim()
      .min(1, 'user_id must not be empty')
      .max(128, 'user_id must be at most 128 characters')
      .refine(...storableText('user_id'))
      .optional(),
    email: z
      .email({ error: 'email must be an e-mail address' })
      .max(320, 'email must be at most 320 characters')
      .optional(),
    role: z.enum(GRANTABLE_ROLES, { error: `role must be one of ${GRANTABLE_ROLES.join(', ')}` }),
  },
  'Send {user_id or email, role}.',
).refine(
  (input) => (input.user_id === undefined) !== (input.email === undefined),
  'Send the target as either user_id or email, not both.',
);

const roleChangeAnswer = z.strictObject({
  user_id: z.string(),
  role: z.enum(GRANTABLE_ROLES),
  changed: z.boolean(),
});

/** What grant-role and revoke-role refuse with. */
const ROLE_CHANGE_ERRORS = {
  notAdmin: 'Only an owner or admin can change roles.',
  ownerOnly: (role: string) => `Only an owner can grant or revoke the ${role} role.`,
  noAccount: 'No account matches that user.',
  /** Grants only: a role goes to a proven address, never to whoever signed up with it first. */
  unverifiedTarget: 'That account has not verified its e-mail address yet.',
  lastOwner: 'The last owner cannot be revoked.',
} as const;

/**
 * `grant-role` {user_id | email, role} → {user_id, role, changed}: owners and admins; only an
 * owner manages the owner and admin roles. Granting a held role changes (and audits) nothing.
 */
export const grantRole = defineCallableContract({
  name: FUNCTION_NAMES.grantRole,
  access: 'signedIn',
  request: roleChangeRequest,
  response: roleChangeAnswer,
  errors: ROLE_CHANGE_ERRORS,
});

/** `revoke-role` {user_id | email, role} → {user_id, role, changed}; never the last owner. */
export const revokeRole = defineCallableContract({
  name: FUNCTION_NAMES.revokeRole,
  access: 'signedIn',
  request: roleChangeRequest,
  response: roleChangeAnswer,
  errors: ROLE_CHANGE_ERRORS,
});

export const MAX_AUDIT_PAGE = 100;

export const roleAuditEntry = z.strictObject({
  id: z.string(),
  actor_user_id: z.string(),
  target_user_id: z.string(),
  role: z.string(),
  action: z.enum(['grant', 'revoke']),
  created_at: isoTimestamp,
});
export type RoleAuditEntry = z.infer<typeof roleAuditEntry>;

/** `list-role-audit` {limit?, offset?, target_user_id?} → {entries, nextOffset}, newest first. */
export const listRoleAudit = defineCallableContract({
  name: FUNCTION_NAMES.listRoleAudit,
  access: 'signedIn',
  request: requestObject(
    {
      ...pageFields(MAX_AUDIT_PAGE, 50),
      target_user_id: z
        .string({ error: 'target_user_id must be text' })
        .max(128, 'target_user_id must be at most 128 characters')
        .refine(...storableText('target_user_id'))
        .optional(),
    },
    'Send {limit?, offset?, target_user_id?}.',
  ),
  response: z.strictObject({ entries: z.array(roleAuditEntry), nextOffset }),
  errors: { notAdmin: 'Only an owner or admin can read the role audit.' },
});
