import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { LinkRouterProvider } from '@voyagent/ui-kit/Link';
import { SOCIAL_IMAGE } from '@voyagent/contracts/names';
import { pageHead, type PageHead } from './seoRules';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';
import { usePageIdle } from '../shell/useAfterIdle';
import { isExternalHref } from './linkHref';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Writes a page's head; a page whose head depends on its data (a blog post) calls it too. */
export function applyPageHead(head: PageHead) {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'keywords', head.keywords);
  setMeta('name', 'robots', head.robots);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:image', new URL(SOCIAL_IMAGE.path, head.canonical).href);
  setMeta('property', 'og:image:width', String(SOCIAL_IMAGE.width));
  setMeta('property', 'og:image:height', String(SOCIAL_IMAGE.height));
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = head.canonical;
}

/** Keeps the <head> in step with the route table on every navigation. */
export function PageHeadSync() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    applyPageHead(pageHead(`${pathname}${search}`, window.location.origin, productionOrigin));
  }, [pathname, search]);
  return null;
}

/** React Router's href for a path; an external href unchanged (the hook still runs every render). */
function useSiteHref(href: string): string {
  const external = isExternalHref(href);
  const routed = useHref(external ? '/' : href);
  return external ? href : routed;
}

/** ui-kit links navigate through react-router, without a page load. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider
      navigate={(path: string, options?: NavigateOptions) => void navigate(path, options)}
      useHref={useSiteHref}
    >
      {children}
    </LinkRouterProvider>
  );
}

// The breadcrumb and back-to-top button (react-aria) load after the first paint, out of the
// first load: home shows neither.
const laterChrome = markupLoader(() => import('./LaterChrome'));
const LazyBackToTop = lazy(async () => ({ default: (await laterChrome.load()).SiteBackToTop }));

/**
 * The breadcrumb's place, kept at its height while it loads so the page below never shifts. A
 * prerendered page keeps the breadcrumb's markup (its links go through the router) until idle
 * or the first touch.
 */
export function BreadcrumbSlot() {
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  return (
    <div className="site-breadcrumb-slot">
      <DeferredMarkup
        kind="chrome"
        name="breadcrumb"
        loader={laterChrome}
        render={(module) => <module.SiteBreadcrumb />}
      />
    </div>
  );
}

/** It shows only after 300 px of scroll, so nothing is lost by loading it once idle. */
export function BackToTopButton() {
  const idle = usePageIdle();
  return <Suspense fallback={null}>{idle && <LazyBackToTop />}</Suspense>;
}
