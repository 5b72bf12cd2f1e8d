import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Button, ThemeSwitch, Toaster } from '@voyagent/ui-kit';
import { LAUNCH_PROMOTION } from '@voyagent/install-prompts';
import { useAuthStore } from '../auth/authStore';
import { signOut } from '../auth/session';
import { ServiceWorkerUpdates } from '../pwa/ServiceWorkerUpdates';
import {
  CookieSettingsButton,
  GetFreeAppButton,
  LaunchSplash,
  ShellBottom,
  ShellHeaderStatus,
  ShellProviders,
  ShellTop,
} from '../shell/Shell';

/** The launch promotion's code (shell.md §3). */
export const PROMO_CODE = LAUNCH_PROMOTION.code;

const navLinks = [
  { to: '/assistant', label: 'AI Assistant' },
  { to: '/itinerary', label: 'Smart Itinerary' },
  { to: '/flights', label: 'Flights' },
  { to: '/accommodation-search', label: 'Hotels' },
  { to: '/pricing', label: 'Pricing' },
];

export function Layout() {
  const { status, user } = useAuthStore();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState('');

  // shell.md §2: the page scrolls to top on every route change. A block body on purpose: newer
  // browsers return a Promise from scrollTo, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const handleSignOut = async () => {
    try {
      await signOut();
      setNotice('Signed out successfully');
    } catch {
      setNotice('Failed to sign out');
    }
  };

  return (
    <ShellProviders>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ShellTop />
      <header className="top-bar">
        <Link to="/" className="logo" aria-label="Voyagent home">
          Voyagent
        </Link>
        <nav aria-label="Main" className="top-bar__nav">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <ShellHeaderStatus />
        <GetFreeAppButton />
        <ThemeSwitch compact />
        <div className="top-bar__account" aria-busy={status === 'loading'}>
          {status === 'signed-in' && user ? (
            <>
              <span className="account-state">
                <span className="account-state__badge">Connected</span>{' '}
                <span data-testid="account-email">{user.email}</span>
              </span>
              <Button variant="ghost" size="sm" onPress={handleSignOut}>
                Sign Out
              </Button>
            </>
          ) : status === 'signed-out' ? (
            <>
              <Link to="/auth" className="text-link">
                Sign In
              </Link>
              <Link
                to={`/app-launch?promo=${PROMO_CODE}`}
                className="button-link button-link--primary"
              >
                GET STARTED
              </Link>
            </>
          ) : null}
        </div>
      </header>
      <p role="status" className="notice">
        {notice}
      </p>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <CookieSettingsButton />
        <p>© {new Date().getFullYear()} Voyagent</p>
      </footer>
      <ShellBottom />
      <LaunchSplash />
      <ServiceWorkerUpdates />
      <Toaster />
    </ShellProviders>
  );
}
