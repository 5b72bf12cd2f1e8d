/**
 * The published posts' sitemap that `blog-page` serves at `BLOG_SITEMAP_PATH`, named by the site's
 * sitemap index (sitemaps.org): each post's page with its last change, every value escaped
 * (escapeHtml's entities are XML's).
 */
import { escapeHtml } from '@voyagent/contracts';

/** The sitemap protocol's cap on the URLs of one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapPost {
  slug: string;
  updated_at: Date;
}

/** The `<urlset>` of the posts, in the order given, each at `{origin}/blog/{slug}`. */
export function blogSitemapXml(origin: string, posts: readonly SitemapPost[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeHtml(new URL(`/blog/${post.slug}`, origin).href)}</loc>` +
        `<lastmod>${post.updated_at.toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
