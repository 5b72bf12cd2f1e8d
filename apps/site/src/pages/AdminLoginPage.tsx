import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { rememberAuthRedirect } from '../auth/session';
import { RETURN_TO_PARAM, safeReturnTo } from '../roles/adminAccess';
import { AuthPage } from './AuthPage';

/**
 * /admin-login?returnTo=… (travel.md §2): the site's sign-in, then back to the admin screen that
 * sent the visitor here. A signed-in visitor goes there at once.
 */
export function AdminLoginPage() {
  const status = useAuthStore((state) => state.status);
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));

  // The auth page returns to the redirect-after-auth value once its sign-in succeeds; kept only
  // for a visitor who signs in here, so a signed-in arrival leaves nothing behind for later.
  useEffect(() => {
    if (status !== 'signed-out') return;
    try {
      rememberAuthRedirect(returnTo);
    } catch {
      // Storage refused: the signed-in check below still returns to the admin screen.
    }
  }, [status, returnTo]);

  if (status === 'signed-in') return <Navigate to={returnTo} replace />;
  return <AuthPage />;
}
