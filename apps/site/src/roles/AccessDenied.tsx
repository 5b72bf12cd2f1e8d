import { Button } from '@voyagent/ui-kit';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut, signOutMessages } from '../auth/session';
import { adminLoginPath } from './adminAccess';

/**
 * travel.md §6: what a signed-in user without the support-level flag sees on an admin screen.
 * Try Admin Login signs this account out and opens the admin sign-in, returning here after it.
 */
export function AccessDenied({ email }: { email: string }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const tryAdminLogin = async () => {
    const loginPath = adminLoginPath(`${pathname}${search}${hash}`);
    setBusy(true);
    try {
      await signOut();
    } catch {
      setError(signOutMessages.failure);
      setBusy(false);
      return;
    }
    navigate(loginPath, { replace: true });
  };

  return (
    <section className="access-denied" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">Access Denied</h1>
      <p>You don&apos;t have permission to access the admin dashboard</p>
      <p>
        Signed in as <strong data-testid="access-denied-email">{email}</strong>
      </p>
      <p>Contact your administrator to request admin or support access.</p>
      <p role="alert" className="form-error">
        {error}
      </p>
      <div className="access-denied__actions">
        <Button onPress={tryAdminLogin} isLoading={busy}>
          Try Admin Login
        </Button>
        <Link to="/" className="button-link">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
