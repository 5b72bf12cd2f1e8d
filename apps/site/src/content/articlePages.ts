/**
 * The rules of the content articles' pages: which route and body a path has, the index
 * /comparisons lists, the tool links an article may show, and its structured data (schema.org
 * Article, and FAQPage when it has a FAQ).
 */
import { hasPage } from '../routes/routedPages';
import {
  COMPARED_APPS,
  PRODUCT_NAME,
  SITE_ROUTES,
  comparisonSlug,
  findRoute,
  normalisePath,
  type SiteRoute,
} from '../routes/siteRoutes';
import { ARTICLES, type ArticleContent, type ArticleQuestion } from './articles';

export const ARTICLE_PAGE = 'article';

export interface ArticlePage {
  route: SiteRoute;
  content: ArticleContent;
}

/** The route and body of an article path, or undefined for any other path. */
export function articleAt(pathname: string): ArticlePage | undefined {
  const path = normalisePath(pathname);
  const route = findRoute(path);
  const content = ARTICLES[path];
  return route?.page === ARTICLE_PAGE && content ? { route, content } : undefined;
}

/** Every article route, in the route table's order. */
export function articleRoutes(): SiteRoute[] {
  return SITE_ROUTES.filter((route) => route.page === ARTICLE_PAGE);
}

export interface ArticleGroup {
  heading: string;
  routes: SiteRoute[];
}

const comparisonPaths = new Set(COMPARED_APPS.map((app) => `/comparisons/${comparisonSlug(app)}`));

/** /comparisons's list, from the route table: the comparisons, the guides, then the product. */
export function articleIndex(): ArticleGroup[] {
  const routes = articleRoutes();
  const groups: ArticleGroup[] = [
    {
      heading: `${PRODUCT_NAME} and other travel apps`,
      routes: routes.filter((route) => comparisonPaths.has(route.path)),
    },
    {
      heading: 'Guides',
      routes: routes.filter(
        (route) => route.path.startsWith('/comparisons/') && !comparisonPaths.has(route.path),
      ),
    },
    {
      heading: `About ${PRODUCT_NAME}`,
      routes: routes.filter((route) => !route.path.startsWith('/comparisons/')),
    },
  ];
  return groups.filter((group) => group.routes.length > 0);
}

/** The tools an article links to whose page is live, with the route table's names. */
export function liveTools(content: ArticleContent): { path: string; label: string }[] {
  return content.tools.flatMap((path) => {
    const route = findRoute(path);
    return route && hasPage(route.page) ? [{ path, label: route.breadcrumb }] : [];
  });
}

/** The /redirect notice for an external address: the site never links out directly. */
export function redirectHref(url: string): string {
  return `/redirect?${new URLSearchParams({ url }).toString()}`;
}

/** schema.org Article for an article page at its canonical URL. */
export function articleStructuredData({ route, content }: ArticlePage, canonical: string) {
  const origin = new URL(canonical).origin;
  const publisher = { '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: route.breadcrumb,
    description: route.description,
    datePublished: content.published,
    dateModified: content.updated,
    keywords: route.keywords.join(', '),
    author: publisher,
    publisher,
    mainEntityOfPage: canonical,
  };
}

/** schema.org FAQPage for an article's questions. */
export function faqStructuredData(faq: readonly ArticleQuestion[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
