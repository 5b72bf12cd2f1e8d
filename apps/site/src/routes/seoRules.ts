import { hasPage } from './routedPages';
import { PRODUCT_NAME, SITE_ROUTES, findRoute, normalisePath, type SiteRoute } from './siteRoutes';

/** shell.md §6: paths starting with these are never indexed. */
export const NOINDEX_PREFIXES = [
  '/admin',
  '/dashboard',
  '/auth',
  '/support-admin',
  '/admin-login',
  '/email-marketing',
  '/seo-dashboard',
  '/support-dashboard',
  '/admin-auth',
  '/profile',
  '/notifications',
  '/email-verify',
  '/unified-dashboard',
] as const;

/** shell.md §6: the only query parameters a canonical URL keeps. */
export const CANONICAL_PARAMS = ['page', 'sort', 'filter', 'search', 'category', 'lang'] as const;

/** shell.md §6, as written: a plain prefix, so /dashboard-admin is covered by /dashboard. */
export function isNoindexPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return NOINDEX_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A route is indexed when anyone may open it, the table does not close it and no prefix does. */
export function isIndexable(route: SiteRoute, pathname = route.path): boolean {
  return route.guard === 'public' && !route.noindex && !isNoindexPath(pathname);
}

/**
 * The robots meta value for a page: indexing only on the production host (shell.md §6), and
 * never for a noindex path or a guarded route.
 */
export function robotsMeta(
  pathname: string,
  isProductionHost: boolean,
): 'index, follow' | 'noindex' {
  const route = findRoute(pathname);
  return isProductionHost && route && isIndexable(route, pathname) ? 'index, follow' : 'noindex';
}

/**
 * The canonical URL: the origin, the path without a trailing slash, and only the kept query
 * parameters in a stable order; tracking parameters and the hash are dropped.
 */
export function canonicalUrl(href: string, origin: string): string {
  const url = new URL(href, origin);
  const canonical = new URL(normalisePath(url.pathname), origin);
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return canonical.href;
}

/**
 * The sitemap index robots.txt names (sitemaps.org), a file of the build. It names the build's
 * sitemap of the static pages and the blog-page function's of the published posts, which live in
 * the database, out of the build's reach.
 */
export const SITEMAP_INDEX_FILE = 'sitemap.xml';
/** The route table's static indexable pages, a file of the build. */
export const PAGES_SITEMAP_FILE = 'sitemap-pages.xml';
/**
 * The published blog posts, served by the blog-page function from the database. The contracts'
 * BLOG_SITEMAP_PATH too (a test holds the two equal); not imported from there for the reason
 * siteRoutes.ts gives for PRODUCT_NAME.
 */
export const BLOG_SITEMAP_PATH = '/blog/sitemap.xml';

/** The route whose pages the blog sitemap lists. */
const BLOG_POST_ROUTE = '/blog/:slug';

/** robots.txt: everything closed off the production host; on it, the noindex prefixes closed. */
export function robotsTxt(origin: string, isProductionHost: boolean): string {
  if (!isProductionHost) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...NOINDEX_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL(`/${SITEMAP_INDEX_FILE}`, origin).href}`,
    '',
  ].join('\n');
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The routed, static, indexable paths of the table. */
export function sitemapPaths(): string[] {
  return SITE_ROUTES.filter(
    (route) => hasPage(route.page) && !route.path.includes(':') && isIndexable(route),
  ).map((route) => route.path);
}

/** The sitemap of the table's static indexable pages (`PAGES_SITEMAP_FILE`). */
export function sitemapXml(origin: string): string {
  return sitemapDocument('urlset', 'url', origin, sitemapPaths());
}

/** A sitemaps.org document: one `<entry><loc>` per path on `origin`, each escaped. */
function sitemapDocument(
  root: 'urlset' | 'sitemapindex',
  entry: 'url' | 'sitemap',
  origin: string,
  paths: readonly string[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...paths.map(
      (path) => `  <${entry}><loc>${xmlEscape(new URL(path, origin).href)}</loc></${entry}>`,
    ),
    `</${root}>`,
    '',
  ].join('\n');
}

/**
 * The sitemaps the index names: the pages' always, the blog's only while the table routes blog
 * posts as indexable pages (blog-page serves it whatever the table says).
 */
export function sitemapIndexPaths(routes: readonly SiteRoute[] = SITE_ROUTES): string[] {
  const blogPost = routes.find((route) => route.path === BLOG_POST_ROUTE);
  const blogIndexed = blogPost !== undefined && hasPage(blogPost.page) && isIndexable(blogPost);
  return [`/${PAGES_SITEMAP_FILE}`, ...(blogIndexed ? [BLOG_SITEMAP_PATH] : [])];
}

/** The sitemap index (`SITEMAP_INDEX_FILE`), naming the sitemaps on `origin`. */
export function sitemapIndexXml(origin: string): string {
  return sitemapDocument('sitemapindex', 'sitemap', origin, sitemapIndexPaths());
}

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: 'index, follow' | 'noindex';
}

/**
 * What a page's <head> carries (shell.md §2, §6): the table's title, description and keywords,
 * the canonical URL on the production origin when there is one, and the robots value for this
 * host. An unknown path gets the not-found title and noindex.
 */
export function pageHead(
  href: string,
  currentOrigin: string,
  productionOrigin: string | undefined,
): PageHead {
  const url = new URL(href, currentOrigin);
  const route = findRoute(url.pathname);
  const isProductionHost = Boolean(productionOrigin) && url.origin === productionOrigin;
  return {
    title: route?.title ?? `Page not found | ${PRODUCT_NAME}`,
    description: route?.description ?? 'This page does not exist.',
    keywords: route?.keywords.join(', ') ?? '',
    canonical: canonicalUrl(url.href, productionOrigin || currentOrigin),
    robots: robotsMeta(url.pathname, isProductionHost),
  };
}
