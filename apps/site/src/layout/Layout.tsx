import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LAUNCH_PROMOTION } from '@voyagent/install-prompts';
import { AccountSync } from '../account/AccountSync';
import { AuthDialogMount } from '../auth/AuthDialogMount';
import { useAuthStore } from '../auth/authStore';
import { signOutWithToast } from '../auth/session';
import { wasSignedIn } from '../firebase/sessionHint';
import { NativeAppShell } from '../native/NativeAppShell';
import { useIsClient } from '../prerender/useIsClient';
import { SiteFooter } from '../navigation/SiteFooter';
import { ServiceWorkerUpdates } from '../pwa/ServiceWorkerUpdates';
import { BackToTopButton, BreadcrumbSlot, PageHeadSync, RouterLinks } from '../routes/RouteChrome';
import { topBarLinks } from '../routes/siteRoutes';
import { SiteSaveProvider } from '../saving/SiteSaveProvider';
import {
  LaunchSplash,
  ShellBottom,
  ShellHeaderStatus,
  ShellProviders,
  ShellTop,
} from '../shell/Shell';
import { usePageIdle } from '../shell/useAfterIdle';
import { DeferredChromePart } from './DeferredChromePart';
import { PageLoadBar } from './PageLoadBar';
import { PageLoadBoundary } from './PageLoadBoundary';

// The toast region renders nothing until a toast is raised, so it loads after idle, outside the
// first load; a toast raised before then waits in the queue, its timer starting once shown.
const Toaster = lazy(async () => ({ default: (await import('./toastRegion')).Toaster }));

function ToasterAfterIdle() {
  const idle = usePageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The launch promotion's code (shell.md §3). */
export const PROMO_CODE = LAUNCH_PROMOTION.code;

const navLinks = topBarLinks();

/**
 * The top bar's account slot, the only part of the frame that follows the session: when the
 * session settles after load, it alone re-renders (a store update renders synchronously).
 */
function HeaderAccount() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  // The session hint is read once hydration is over: prerendered pages are a guest's.
  const isClient = useIsClient();
  return (
    // While the session loads, the last visit's state decides (firebase/sessionHint.ts): a guest
    // sees the links at once, a returning member an empty slot for the menu.
    <div className="top-bar__account" aria-busy={status === 'loading'}>
      {status === 'signed-in' && user ? (
        <DeferredChromePart
          name="user-menu"
          render={(parts) => <parts.UserMenu email={user.email} onSignOut={signOutWithToast} />}
        />
      ) : status === 'signed-out' || !(isClient && wasSignedIn()) ? (
        <>
          <Link to="/auth" className="text-link">
            Sign In
          </Link>
          <Link
            to={`/app-launch?promo=${PROMO_CODE}`}
            className="button-link button-link--primary desktop-only"
          >
            GET STARTED
          </Link>
        </>
      ) : null}
    </div>
  );
}

export function Layout() {
  const { pathname } = useLocation();

  // shell.md §2: the page scrolls to top on every route change. A block body on purpose: newer
  // browsers return a Promise from scrollTo, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <RouterLinks>
      <ShellProviders>
        <PageHeadSync />
        <NativeAppShell />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PageLoadBar />
        <ShellTop />
        <header className="top-bar">
          <Link to="/" className="logo" aria-label="Voyagent home">
            Voyagent
          </Link>
          <DeferredChromePart name="tools-menu" render={(parts) => <parts.MobileToolsMenu />} />
          <nav aria-label="Main" className="top-bar__nav desktop-only">
            {navLinks.map((link) => (
              <NavLink key={link.path} to={link.path}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <ShellHeaderStatus />
          <DeferredChromePart
            name="compact-header"
            render={(parts) => <parts.CompactAppHeader />}
          />
          <span className="desktop-only">
            <DeferredChromePart name="get-app" render={(parts) => <parts.GetFreeAppButton />} />
          </span>
          {/* On the mobile variant the theme switch lives in the Profile drawer. */}
          <span className="desktop-only">
            <DeferredChromePart
              name="theme-switch"
              render={(parts) => <parts.ThemeSwitch compact />}
            />
          </span>
          <HeaderAccount />
        </header>
        <AccountSync
          guestBanner={
            <DeferredChromePart
              name="trial-banner"
              render={(parts) => <parts.GuestTrialBanner />}
            />
          }
        />
        <BreadcrumbSlot />
        <main id="main" tabIndex={-1}>
          <SiteSaveProvider>
            <PageLoadBoundary pathname={pathname}>
              <Outlet />
            </PageLoadBoundary>
          </SiteSaveProvider>
        </main>
        <SiteFooter
          cookieSettings={
            <DeferredChromePart
              name="cookie-settings"
              render={(parts) => <parts.CookieSettingsButton />}
            />
          }
        />
        <DeferredChromePart name="tab-bar" render={(parts) => <parts.MobileTabBar />} />
        <BackToTopButton />
        <ShellBottom />
        <LaunchSplash />
        <ServiceWorkerUpdates />
        <AuthDialogMount />
        <ToasterAfterIdle />
      </ShellProviders>
    </RouterLinks>
  );
}
