import { AuthPanel } from '@voyagent/auth-dialog';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { firebaseAuthAdapter } from '../auth/firebaseAuthAdapter';
import { takeAuthRedirect } from '../auth/session';

/**
 * /auth: the auth dialog's full-page variant. Once signed in (here, or already on arrival, or in
 * another tab) the visitor goes to the page stored before sign-in, else home.
 */
export function AuthPage() {
  const status = useAuthStore((state) => state.status);
  const navigate = useNavigate();
  // The session listener and the form's success both report a sign-in; the stored page is
  // taken once.
  const left = useRef(false);
  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    navigate(takeAuthRedirect(), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (status === 'signed-in') leave();
  }, [status, leave]);

  return (
    <AuthPanel
      className="auth-page"
      adapter={firebaseAuthAdapter}
      title="Welcome to Voyagent"
      onSuccess={leave}
    />
  );
}
