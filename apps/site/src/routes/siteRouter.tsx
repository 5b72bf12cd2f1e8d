import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { isMobileVariant, readViewport } from '@voyagent/native';
import { RequireSignedIn } from '../roles/RequireSignedIn';
import { isInsideNativeApp } from '../native/nativeApp';
import { PAGE_LOADERS } from './pages';
import { hasPage, type RoutedPage } from './routedPages';
import { MOBILE_REDIRECTS, REDIRECTS, redirectTarget } from './redirects';
import { SITE_ROUTES, type SiteRoute } from './siteRoutes';

const loadNotFound = async () => (await import('../pages/NotFoundPage')).NotFoundPage;

function mobileVariantNow(): boolean {
  return isMobileVariant({ name: 'web', isNative: isInsideNativeApp() }, readViewport());
}

/** A redirect path: the target on this variant, else the not-found screen. */
function RedirectOrNotFound({ NotFound }: { NotFound: ComponentType }) {
  const { pathname, search } = useLocation();
  const target = redirectTarget(pathname, search, mobileVariantNow());
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

/**
 * The router's children, from the route table: every routed page lazily, the redirect paths
 * (resolved per variant when visited), and the not-found screen for everything else.
 */
export function siteRouteObjects(Home: ComponentType): RouteObject[] {
  const pages = SITE_ROUTES.flatMap((route): RouteObject[] => {
    if (route.page === 'home') return [{ path: route.path, Component: Home }];
    if (!hasPage(route.page)) return [];
    const load = PAGE_LOADERS[route.page as Exclude<RoutedPage, 'home'>];
    return [{ path: route.path, lazy: async () => ({ Component: guarded(route, await load()) }) }];
  });
  const redirectPaths = [...new Set([...REDIRECTS, ...MOBILE_REDIRECTS].map((r) => r.from))];
  const redirects: RouteObject[] = redirectPaths.map((path) => ({
    path,
    lazy: async () => {
      const NotFound = await loadNotFound();
      return { Component: () => <RedirectOrNotFound NotFound={NotFound} /> };
    },
  }));
  return [
    ...pages,
    ...redirects,
    { path: '*', lazy: async () => ({ Component: await loadNotFound() }) },
  ];
}
