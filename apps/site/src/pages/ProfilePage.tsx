import { SITE_PATHS } from '@voyagent/contracts/names';
import { Link } from '@voyagent/ui-kit';
import { useSubscription } from '../account/useSubscription';
import { useAuthStore } from '../auth/authStore';
import '../accountPages/accountPages.css';

/**
 * /profile, and /trial-setup (the same screen, travel.md §2). shell.md §6's two visitor states:
 * a guest reads "Guest" and "Sign in to sync your data"; a signed-in user "Connected", the e-mail
 * and the way to the dashboard.
 */
export function ProfilePage() {
  const { status, user, profile } = useAuthStore();
  const { view, loading } = useSubscription();

  if (status === 'loading') {
    return (
      <p role="status" className="account-page">
        Loading...
      </p>
    );
  }
  if (status !== 'signed-in' || !user) {
    return (
      <article className="account-page" aria-labelledby="profile-title">
        <h1 id="profile-title">Guest</h1>
        <p>Sign in to sync your data</p>
        <Link href={SITE_PATHS.auth} variant="standalone">
          Sign In
        </Link>
      </article>
    );
  }
  return (
    <article className="account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{profile?.fullName || 'Your profile'}</h1>
      <p>
        <strong>Connected</strong> · {user.email}
      </p>
      {!loading && !view.trial_used && !view.isPro && (
        <p>
          Try every tool without limits: <Link href="/free-trial">start your free trial</Link>.
        </p>
      )}
      <ul className="account-page__actions">
        <li>
          <Link href={SITE_PATHS.dashboard} variant="standalone">
            My Dashboard
          </Link>
        </li>
        <li>
          <Link href="/settings" variant="standalone">
            Settings
          </Link>
        </li>
        <li>
          <Link href="/notifications" variant="standalone">
            Notifications
          </Link>
        </li>
      </ul>
    </article>
  );
}
