import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { isMobileVariant, readViewport } from '@voyagent/native';
import { RequireSignedIn } from '../roles/RequireSignedIn';
import { isInsideNativeApp } from '../native/nativeApp';
import { PAGE_LOADERS } from './pages';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';
import { hasPage, type RoutedPage } from './routedPages';
import {
  MOBILE_REDIRECTS,
  MOBILE_SCREENS,
  REDIRECTS,
  mobileScreen,
  redirectTarget,
} from './redirects';
import { SITE_ROUTES, type SiteRoute } from './siteRoutes';

const loadNotFound = async () => (await import('../pages/NotFoundPage')).NotFoundPage;

function mobileVariantNow(): boolean {
  return isMobileVariant({ name: 'web', isNative: isInsideNativeApp() }, readViewport());
}

/**
 * A redirect path: on the mobile variant, its own screen where it has one (the admin dashboard
 * behind the screen's guard, opened on its tab); else the target on this variant; else the
 * not-found screen.
 */
function VariantPath({
  NotFound,
  Dashboard,
}: {
  NotFound: ComponentType;
  Dashboard: ComponentType | null;
}) {
  const { pathname, search } = useLocation();
  const mobile = mobileVariantNow();
  const screen = Dashboard && mobileScreen(pathname, search, mobile);
  if (Dashboard && screen) {
    if (screen.tabSearch) return <Navigate to={{ pathname, search: screen.tabSearch }} replace />;
    // The dashboard checks the support level itself; the signed-in guard comes first.
    if (screen.guard === 'support') return <Dashboard />;
    return (
      <RequireSignedIn>
        <Dashboard />
      </RequireSignedIn>
    );
  }
  const target = redirectTarget(pathname, search, mobile);
  return target ? <Navigate to={target} replace /> : <NotFound />;
}

/** A page with the table's guard in front of it; staff pages check their own level inside. */
function guarded(route: SiteRoute, Page: ComponentType): ComponentType {
  if (route.guard !== 'signedIn') return Page;
  return function SignedInPage() {
    return (
      <RequireSignedIn>
        <Page />
      </RequireSignedIn>
    );
  };
}

/** What main.tsx preloads of a route before hydrating (prerender/hydration.ts). */
export interface RouteHandle {
  preload: () => Promise<void>;
}

function lazyRoute(path: string, page: PreloadableLazy): RouteObject {
  const handle: RouteHandle = { preload: page.preload };
  return { path, element: <page.Component />, handle };
}

/**
 * The router's children, from the route table: every routed page lazily, the redirect paths
 * (resolved per variant when visited), and the not-found screen for everything else.
 */
export function siteRouteObjects(): RouteObject[] {
  const pages = SITE_ROUTES.flatMap((route): RouteObject[] => {
    if (!hasPage(route.page)) return [];
    const load = PAGE_LOADERS[route.page as RoutedPage];
    return [
      lazyRoute(
        route.path,
        preloadableLazy(async () => guarded(route, await load())),
      ),
    ];
  });
  const redirectPaths = [
    ...new Set([
      ...[...REDIRECTS, ...MOBILE_REDIRECTS].map((r) => r.from),
      ...Object.keys(MOBILE_SCREENS),
    ]),
  ];
  const redirects = redirectPaths.map((path) =>
    lazyRoute(
      path,
      preloadableLazy(async () => {
        const [NotFound, Dashboard] = await Promise.all([
          loadNotFound(),
          Object.hasOwn(MOBILE_SCREENS, path) ? PAGE_LOADERS.adminDashboard() : null,
        ]);
        return function RedirectPath() {
          return <VariantPath NotFound={NotFound} Dashboard={Dashboard} />;
        };
      }),
    ),
  );
  return [...pages, ...redirects, lazyRoute('*', preloadableLazy(loadNotFound))];
}
