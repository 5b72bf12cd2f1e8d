import { SITE_PATHS } from '@voyagent/contracts/names';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { rememberAuthRedirect } from '../auth/session';
import './roles.css';

/**
 * The guard of sign-in-only screens (travel.md §4): "Loading..." until the session is known; a
 * signed-out visitor goes to /auth, with this page kept as the redirect-after-auth value so the
 * sign-in brings them back.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (status !== 'signed-out') return;
    try {
      rememberAuthRedirect(here);
    } catch {
      // Storage refused (a locked-down browser): the sign-in still works and lands on home.
    }
    navigate(SITE_PATHS.auth, { replace: true });
  }, [status, here, navigate]);

  if (status === 'signed-in') return children;
  return (
    <p role="status" className="guard-status">
      Loading...
    </p>
  );
}
