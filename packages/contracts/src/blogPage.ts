/**
 * A blog post as a crawlable page (issue 12 item 4), the rules both sides share: the site's build
 * writes the page template (`BLOG_TEMPLATE_FILE`, the real prerendered chrome around an empty
 * post part) and its browser code reads the post the page embeds; the `blog-page` function fills
 * the template with the post's head, article and data. Zod-free: the site imports it at run time
 * (`@voyagent/contracts/blogPage`).
 */
import type { BlogPost } from './blog';
import { PRODUCT_NAME, SOCIAL_IMAGE } from './names';

/** Every page's social image (names.ts), which a post's head names too. */
export { SOCIAL_IMAGE } from './names';

/** Where the site's build writes the template, at the root of what hosting serves. */
export const BLOG_TEMPLATE_FILE = 'blog-post-template.json';

/**
 * The slugs the build renders the template's two pages for (a post, a missing post). Neither is a
 * possible post slug (`BLOG_SLUG_PATTERN` has no underscore), so no post can ever take them.
 */
export const BLOG_TEMPLATE_SLUGS = {
  post: '__post-template__',
  missing: '__missing-post-template__',
} as const;

/** The paths of those two template pages. */
export const BLOG_TEMPLATE_PATHS = {
  post: `/blog/${BLOG_TEMPLATE_SLUGS.post}`,
  missing: `/blog/${BLOG_TEMPLATE_SLUGS.missing}`,
} as const;

/**
 * Where `blog-page` serves the published posts' sitemap, which the site's sitemap index names.
 * No post can take it: `BLOG_SLUG_PATTERN` has no dot.
 */
export const BLOG_SITEMAP_PATH = '/blog/sitemap.xml';

/** The post part's name: `DeferredMarkup kind="blog" name="post"`, `data-blog-part="post"`. */
export const BLOG_POST_PART = { kind: 'blog', name: 'post' } as const;

/** The element of the post template that the function replaces with the post's article. */
export const BLOG_ARTICLE_SLOT = '<div data-blog-slot="article"></div>';

/** Where the template's head tags go. */
export const BLOG_HEAD_SLOT = '<!--blog-page-head-->';

/** The `<script type="application/json">` that carries the served post to the browser. */
export const BLOG_PAGE_DATA_ID = 'blog-page-data';

/** What the build writes to `BLOG_TEMPLATE_FILE`. */
export interface BlogTemplate {
  /** The page of a post: `BLOG_HEAD_SLOT` in its head, `BLOG_ARTICLE_SLOT` in its post part. */
  post: string;
  /** The page of a missing post: `BLOG_HEAD_SLOT` in its head, the not-found screen. */
  missing: string;
  /** The origin the build was made for (canonical URLs and indexing), or null for a preview. */
  productionOrigin: string | null;
  /** The `/blog/:slug` route's keywords. */
  keywords: string;
}

/** Whether a parsed JSON value is a template the function can fill. */
export function isBlogTemplate(value: unknown): value is BlogTemplate {
  const template = value as Partial<BlogTemplate> | null;
  return (
    typeof template === 'object' &&
    template !== null &&
    typeof template.post === 'string' &&
    template.post.includes(BLOG_ARTICLE_SLOT) &&
    template.post.includes(BLOG_HEAD_SLOT) &&
    typeof template.missing === 'string' &&
    template.missing.includes(BLOG_HEAD_SLOT) &&
    (template.productionOrigin === null || typeof template.productionOrigin === 'string') &&
    typeof template.keywords === 'string'
  );
}

/** What the page embeds for the browser: the post it shows, or that the slug has none. */
export type BlogPageData = { slug: string; post: BlogPost } | { slug: string; missing: true };

/** Text for HTML: safe in element content and in double-quoted attribute values (the only kind written). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A path segment as words, as the site's breadcrumb names a page the route table has no name
 * for: "help-center" → "Help Center"; undecodable text is kept as typed. The blog page's
 * breadcrumb ends with its slug so named.
 */
export function segmentName(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape stays as it was typed
  }
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The origin of an absolute URL (`https://voyagent.app/blog/a` → `https://voyagent.app`), as
 * `new URL(url).origin` gives it for the canonical URLs written here; this package's types have
 * no `URL` (its lib is ES only).
 */
export function originOf(url: string): string {
  const match = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)/i.exec(url);
  if (!match?.[1]) throw new Error(`not an absolute URL: ${url}`);
  return match[1].toLowerCase();
}

/** The head fields every page has (the site's `PageHead`). */
export interface HeadFields {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: 'index, follow' | 'noindex';
}

/** The head tags of one page, as the browser's PageHeadSync would set them. */
export function headTags(head: HeadFields): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', `${originOf(head.canonical)}${SOCIAL_IMAGE.path}`),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/** A post's own title and description, for its head. */
export function postHeadText(post: Pick<BlogPost, 'title' | 'description'>) {
  return { title: `${post.title} | ${PRODUCT_NAME} Blog`, description: post.description };
}

/** The title and description of a post that does not exist: the not-found screen's. */
export const MISSING_POST_HEAD_TEXT = {
  title: `Page not found | ${PRODUCT_NAME}`,
  description: 'This page does not exist.',
} as const;

/** schema.org Article for the post, at its canonical URL. */
export function articleStructuredData(post: BlogPost, canonical: string) {
  const origin = originOf(canonical);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    ...(post.published_at ? { datePublished: post.published_at } : {}),
    dateModified: post.updated_at,
    keywords: post.tags.join(', '),
    author: {
      '@type': 'Person',
      name: post.writer.name,
      url: `${origin}/writers/${post.writer.slug}`,
    },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}/` },
    mainEntityOfPage: canonical,
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">` (or `application/json`): `<` is
 * escaped so no text in a post (say `</script>`) can close the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * One page from a template page: the head tags into the head slot, the path wherever the template
 * has its own (#root's `data-prerendered`, so the browser hydrates it, and the breadcrumb's last
 * crumb, with its name), the article (already HTML) into the post part and the page's data, as
 * JSON, after #root. Replacer functions throughout: a `$` in a post must not be read as a
 * replacement pattern.
 */
export function fillBlogPage(
  page: string,
  {
    templatePath,
    path,
    head,
    article = '',
    data,
  }: {
    /** The path the template page was rendered for (`/blog/` and its template slug). */
    templatePath: string;
    path: string;
    head: HeadFields;
    article?: string;
    data: BlogPageData;
  },
): string {
  const dataScript = `<script type="application/json" id="${BLOG_PAGE_DATA_ID}">${jsonLdText(data)}</script>`;
  const lastSegment = (of: string) => of.split('/').filter(Boolean).at(-1) ?? '';
  const crumb = (of: string) => `>${escapeHtml(segmentName(lastSegment(of)))}</`;
  return page
    .replace(BLOG_HEAD_SLOT, () => headTags(head))
    .replaceAll(`="${escapeHtml(templatePath)}"`, () => `="${escapeHtml(path)}"`)
    .replaceAll(crumb(templatePath), () => crumb(path))
    .replace(BLOG_ARTICLE_SLOT, () => article)
    .replace('</body>', () => `${dataScript}\n  </body>`);
}

/** The page's embedded data as the browser finds it, when it is for this slug. */
export function readBlogPageData(json: string | null | undefined, slug: string) {
  if (!json) return undefined;
  try {
    const data = JSON.parse(json) as Partial<BlogPageData> | null;
    if (!data || data.slug !== slug) return undefined;
    if ('missing' in data && data.missing === true) return { slug, missing: true as const };
    if ('post' in data && data.post && typeof data.post === 'object') {
      return { slug, post: data.post };
    }
  } catch {
    // Not ours, or damaged: the page loads the post as it would anywhere else.
  }
  return undefined;
}
