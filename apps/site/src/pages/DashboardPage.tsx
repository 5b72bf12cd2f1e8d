import { useAuthStore } from '../auth/authStore';
import { SavedItemsSection } from '../accountPages/SavedItemsSection';
import { SubscriptionSection } from '../accountPages/SubscriptionSection';
import { UsageSection } from '../accountPages/UsageSection';
import { SavedBudgetsSection } from '../budget/SavedBudgetsSection';
import { CompensationClaimsSection } from '../compensation/CompensationClaimsSection';
import { OpenSavedPlanLink } from '../itinerary/OpenSavedPlanLink';
import '../accountPages/accountPages.css';

/** /dashboard (shell.md §2, signed in): the plan, today's usage and the saved items. */
export function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <article className="account-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">My Dashboard</h1>
      <p>Signed in as {user.email}</p>
      <SubscriptionSection />
      <UsageSection user={user} />
      <SavedItemsSection itemAction={(item) => <OpenSavedPlanLink item={item} />} />
      <SavedBudgetsSection />
      <CompensationClaimsSection />
    </article>
  );
}
