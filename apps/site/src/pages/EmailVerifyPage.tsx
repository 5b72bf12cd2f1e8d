import { Button } from '@voyagent/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import {
  AUTH_REDIRECT_KEY,
  EMAIL_VERIFY_PATH,
  reloadEmailVerified,
  resendVerificationEmail,
} from '../auth/session';

type Verification = 'checking' | 'verified' | 'unverified' | 'unknown';

/**
 * Where the verification e-mail's link continues to (shell.md §7). Reloads the user from Auth, so
 * a link opened in this browser shows as verified at once; otherwise offers to resend.
 */
export function EmailVerifyPage() {
  const { status, user } = useAuthStore();
  const [verification, setVerification] = useState<Verification>('checking');
  const [notice, setNotice] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      reloadEmailVerified().then(
        (verified) =>
          setVerification(verified === null ? 'unknown' : verified ? 'verified' : 'unverified'),
        () => setVerification('unknown'),
      ),
    [],
  );

  useEffect(() => {
    if (status === 'signed-in') void reload();
  }, [status, user?.uid, reload]);

  const recheck = () => {
    setVerification('checking');
    void reload();
  };

  const resend = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await resendVerificationEmail();
      setNotice({ kind: 'sent', text: 'Verification e-mail sent. Check your inbox.' });
    } catch {
      setNotice({
        kind: 'error',
        text: 'Failed to send the verification e-mail. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="email-verify" aria-labelledby="email-verify-title" aria-busy={busy}>
      <h1 id="email-verify-title">Verify your e-mail</h1>
      {status === 'loading' || (status === 'signed-in' && verification === 'checking') ? (
        <p role="status">Checking your verification…</p>
      ) : status === 'signed-out' ? (
        <>
          <p>Sign in to check whether your e-mail address is verified.</p>
          <Link
            to="/auth"
            className="button-link button-link--primary"
            onClick={() => sessionStorage.setItem(AUTH_REDIRECT_KEY, EMAIL_VERIFY_PATH)}
          >
            Sign In
          </Link>
        </>
      ) : verification === 'verified' ? (
        <>
          <p role="status">Your e-mail address {user?.email} is verified.</p>
          <Link to="/" className="button-link button-link--primary">
            Return to Home
          </Link>
        </>
      ) : (
        <>
          <p>
            Check your inbox: we sent a verification link to <strong>{user?.email}</strong>. Open
            it, then come back to this page.
          </p>
          <div className="email-verify__actions">
            <Button onPress={resend} isLoading={busy} loadingText="Sending...">
              Resend verification e-mail
            </Button>
            <Button variant="secondary" onPress={recheck} isDisabled={busy}>
              I have verified
            </Button>
          </div>
          {notice && (
            <p
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={notice.kind === 'error' ? 'form-error' : undefined}
            >
              {notice.text}
            </p>
          )}
        </>
      )}
    </section>
  );
}
