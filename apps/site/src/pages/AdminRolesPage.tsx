import { RequireSupportLevel } from '../roles/RequireSupportLevel';
import { roleLabel } from '../roles/roleChanges';
import { RolesAdmin } from '../roles/RolesAdmin';

/**
 * The admin dashboard (/dashboard-admin, also /admin), behind the support-level guard. Its Roles
 * screen is for owners and admins; other staff see which role they hold.
 */
export function AdminRolesPage() {
  return (
    <RequireSupportLevel>
      {(flags) => (
        <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
          <h1 id="admin-dashboard-title">Admin Dashboard</h1>
          {flags.isAdmin ? (
            <RolesAdmin />
          ) : (
            <p>
              Your role: <strong>{roleLabel(flags.highestRole)}</strong>. Only owners and admins
              manage roles.
            </p>
          )}
        </section>
      )}
    </RequireSupportLevel>
  );
}
