import { AdminDashboard } from '../admin/AdminDashboard';
import { RequireSupportLevel } from '../roles/RequireSupportLevel';

/**
 * The admin dashboard (/dashboard-admin?tab=…, also /admin), behind the support-level guard; each
 * tab's callable checks the level again on the server.
 */
export function AdminDashboardPage() {
  return (
    <RequireSupportLevel>
      {(flags) => (
        <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
          <h1 id="admin-dashboard-title">Admin Dashboard</h1>
          <AdminDashboard flags={flags} />
        </section>
      )}
    </RequireSupportLevel>
  );
}
