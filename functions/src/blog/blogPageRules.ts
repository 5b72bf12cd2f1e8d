/**
 * The `blog-page` function's pure rules (issue 12 item 4): which post a path names, the post's
 * article as HTML (Markdown without raw HTML, links only to safe protocols), and the page made
 * from the site's template, with the post's head and data. Every value put into HTML is escaped.
 */
import {
  articleStructuredData,
  BLOG_SLUG_PATTERN,
  BLOG_TEMPLATE_PATHS,
  escapeHtml,
  fillBlogPage,
  jsonLdText,
  MAX_BLOG_SLUG_LENGTH,
  MISSING_POST_HEAD_TEXT,
  postHeadText,
  type BlogPost,
  type BlogTemplate,
} from '@voyagent/contracts';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** The slug a `/blog/{slug}` path names (a trailing slash allowed), or undefined for any other. */
export function slugOfPath(path: string): string | undefined {
  const match = /^\/blog\/([^/]+)\/?$/.exec(path);
  const slug = match?.[1];
  if (slug === undefined || slug.length > MAX_BLOG_SLUG_LENGTH) return undefined;
  return BLOG_SLUG_PATTERN.test(slug) ? slug : undefined;
}

/**
 * Markdown → HTML, as the site's `BlogMarkdown` (react-markdown) renders it: raw HTML in the
 * Markdown is dropped (remark-rehype without `allowDangerousHtml`), and rehype-sanitize (GitHub's
 * schema) keeps only safe elements and attributes and http(s), mailto and relative links, so no
 * script, event handler or `javascript:` link can come out, whoever wrote the post.
 */
const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

export function markdownHtml(markdown: string): string {
  return String(markdownProcessor.processSync(markdown));
}

/** A publication date as the page writes it before the browser takes over: US English, UTC. */
export function publishedLabel(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** The post's article, in the markup the site's `Article` component renders. */
export function articleHtml(post: BlogPost, canonical: string): string {
  const tags =
    post.tags.length > 0
      ? `<ul class="blog-tags" aria-label="Tags">${post.tags
          .map(
            (tag) =>
              `<li><a href="/blog?tag=${escapeHtml(encodeURIComponent(tag))}">#${escapeHtml(tag)}</a></li>`,
          )
          .join('')}</ul>`
      : '';
  const published = post.published_at
    ? `<time datetime="${escapeHtml(post.published_at)}">${escapeHtml(publishedLabel(post.published_at))}</time>`
    : '<span>Draft</span>';
  return [
    '<article class="blog-post" aria-labelledby="blog-post-title">',
    `<h1 id="blog-post-title">${escapeHtml(post.title)}</h1>`,
    `<p class="blog-post__description">${escapeHtml(post.description)}</p>`,
    '<div class="blog-post-meta">',
    `<span>By <a href="/writers/${escapeHtml(encodeURIComponent(post.writer.slug))}">${escapeHtml(post.writer.name)}</a></span>`,
    published,
    tags,
    '</div>',
    `<div class="blog-markdown">${markdownHtml(post.body)}</div>`,
    // JSON, not script: jsonLdText escapes `<`, so the post's text cannot end the element.
    `<script type="application/ld+json">${jsonLdText(articleStructuredData(post, canonical))}</script>`,
    '</article>',
  ].join('');
}

/** Where the page is served and whether it may be indexed. */
export interface PageSite {
  /** The origin canonical URLs name: production's, or where this preview is served. */
  origin: string;
  /** Only on the production host (shell.md §6), as the site's own head rules decide. */
  indexable: boolean;
}

/**
 * The origin and indexing of a page: the template's production origin when the build had one,
 * indexed only when the request came to that host; else the configured site URL (a preview or
 * the emulator), never indexed.
 */
export function pageSite(
  template: Pick<BlogTemplate, 'productionOrigin'>,
  siteUrl: string,
  requestHost: string | undefined,
): PageSite {
  if (template.productionOrigin) {
    const production = new URL(template.productionOrigin);
    return { origin: production.origin, indexable: requestHost === production.host };
  }
  let origin = 'http://localhost';
  try {
    if (siteUrl) origin = new URL(siteUrl).origin;
  } catch {
    // A malformed SITE_URL: localhost, as the site's preview builds use.
  }
  return { origin, indexable: false };
}

/** A published post's page: its head, its article in the post part, its data for the browser. */
export function postPage(template: BlogTemplate, post: BlogPost, site: PageSite): string {
  const path = `/blog/${post.slug}`;
  const canonical = new URL(path, site.origin).href;
  return fillBlogPage(template.post, {
    templatePath: BLOG_TEMPLATE_PATHS.post,
    path,
    head: {
      ...postHeadText(post),
      keywords: template.keywords,
      canonical,
      robots: site.indexable ? 'index, follow' : 'noindex',
    },
    article: articleHtml(post, canonical),
    data: { slug: post.slug, post },
  });
}

/**
 * The not-found page of a path under /blog/: the site's not-found screen, never indexed. A path
 * naming no possible slug gets the page without data (the browser then renders it as any page).
 */
export function missingPage(template: BlogTemplate, path: string, site: PageSite): string {
  const slug = slugOfPath(path);
  // No slug: the template's own path stays on #root, so the browser renders the page afresh.
  const pagePath = slug === undefined ? BLOG_TEMPLATE_PATHS.missing : `/blog/${slug}`;
  return fillBlogPage(template.missing, {
    templatePath: BLOG_TEMPLATE_PATHS.missing,
    path: pagePath,
    head: {
      ...MISSING_POST_HEAD_TEXT,
      keywords: '',
      canonical: new URL(slug === undefined ? '/blog' : pagePath, site.origin).href,
      robots: 'noindex',
    },
    data: { slug: slug ?? '', missing: true },
  });
}
