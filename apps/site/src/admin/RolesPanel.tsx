import type { RoleFlags } from '@voyagent/contracts';
import { roleLabel } from '../roles/roleChanges';
import { RolesAdmin } from '../roles/RolesAdmin';

/** The roles tab: the Roles screen for owners and admins; other staff see the role they hold. */
export function RolesPanel({ flags }: { flags: RoleFlags }) {
  return flags.isAdmin ? (
    <RolesAdmin />
  ) : (
    <p>
      Your role: <strong>{roleLabel(flags.highestRole)}</strong>. Only owners and admins manage
      roles.
    </p>
  );
}
