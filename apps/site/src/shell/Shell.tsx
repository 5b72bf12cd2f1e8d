import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  CookieConsentProvider,
  InstallPlatformProvider,
  useActivityTracking,
  useCookieConsent,
} from '@voyagent/install-prompts';
import { subscribeNativeResume } from '../native/nativeApp';
import { useAnalyticsAfterConsent } from './analytics';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';
import { useLaunchSplashState } from './launchSplashState';
import { sitePlatform } from './sitePlatform';
import { useAfterIdle, usePageIdle } from './useAfterIdle';

/*
 * The install, consent, offline and splash shell (shell.md §2, §4) as the site's layout mounts
 * it. Only the providers ship with the first paint; the surfaces load once the page is idle (a
 * prerendered page shows the cookie notice's markup before that), the splash only when it is
 * due, and the two buttons (ShellButtons.tsx) with the frame's parts.
 */

const surfaces = () => import('./ShellSurfaces');
const bottomSurfaces = markupLoader(surfaces);
const TopSurfaces = lazy(async () => ({ default: (await surfaces()).TopSurfaces }));
const HeaderStatus = lazy(async () => ({ default: (await surfaces()).HeaderStatus }));
const LaunchSplashScreen = lazy(async () => ({
  default: (await import('@voyagent/install-prompts/LaunchSplashScreen')).LaunchSplashScreen,
}));

function AnalyticsAfterConsent() {
  useAnalyticsAfterConsent();
  return null;
}

/** One install state and one cookie answer for the whole page; analytics wait for the answer. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <InstallPlatformProvider platform={sitePlatform}>
      <CookieConsentProvider local={sitePlatform.local}>
        <AnalyticsAfterConsent />
        {children}
      </CookieConsentProvider>
    </InstallPlatformProvider>
  );
}

export function ShellTop() {
  const idle = usePageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <TopSurfaces />
    </Suspense>
  );
}

export function ShellHeaderStatus() {
  const idle = usePageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <HeaderStatus />
    </Suspense>
  );
}

/** Names the bottom surfaces' prerendered markup: `data-shell-part="bottom"`. */
const BOTTOM_PART = 'bottom';

/**
 * The cookie notice and bottom prompts; the footer's Cookie Settings loads them at once. A
 * prerendered page carries the notice in its markup, so a first visitor sees it with the page's
 * first paint (it is often a phone's largest one) instead of after idle; index.html's pre-paint
 * script and styles.css hide that copy from a visitor who has answered it.
 */
export function ShellBottom() {
  const { isSettingsOpen } = useCookieConsent();
  return (
    <DeferredMarkup
      kind="shell"
      name={BOTTOM_PART}
      loader={bottomSurfaces}
      render={(module) => (
        <>
          <ClearPrePaintCookieFlag />
          <module.BottomSurfaces />
        </>
      )}
      loadNow={isSettingsOpen}
      idleWithoutMarkup
    />
  );
}

/**
 * Once the live notice is on the page it shows or hides itself: the pre-paint flag that hid the
 * prerendered copy (index.html) must not hide it too.
 */
function ClearPrePaintCookieFlag() {
  useEffect(() => {
    delete document.documentElement.dataset.cookieAnswered;
  }, []);
  return null;
}

/**
 * shell.md §4: the launch splash when this page load shows it (launchSplashState.ts); Claim goes
 * to /app-launch with the promo. Activity (mouse, key, scroll, touch, click) keeps lastActivity
 * fresh meanwhile. It opens once the page is idle: its modal measures the viewport and locks the
 * scroll, work the page's own first tasks should not wait for.
 */
export function LaunchSplash() {
  const navigate = useNavigate();
  const idle = useAfterIdle();
  const isDue = useLaunchSplashState((state) => state.showing);
  const complete = useLaunchSplashState((state) => state.complete);
  useActivityTracking({
    // Read only by its effect, which runs in the browser alone.
    target: globalThis,
    local: sitePlatform.local,
    now: sitePlatform.now,
    onAppResume: subscribeNativeResume,
  });
  if (!idle || !isDue) return null;
  return (
    <Suspense fallback={null}>
      <LaunchSplashScreen
        local={sitePlatform.local}
        now={sitePlatform.now}
        navigate={(href) => void navigate(href)}
        onComplete={complete}
      />
    </Suspense>
  );
}
