/**
 * `blog-page` (issue 12 item 4): `/blog/**` through hosting's rewrite, as pages a crawler reads
 * without script.
 * - `/blog/{slug}` of a published post: 200, the site's page with the post's head (title,
 *   description, canonical, Open Graph, robots), its article and Article JSON-LD, and the post as
 *   JSON for the browser to take over.
 * - `/blog/sitemap.xml` (`BLOG_SITEMAP_PATH`, named by the site's sitemap index): 200, the
 *   sitemap of every published post with its last change, on the origin canonical URLs name.
 * - Anything else, drafts included: 404 with the site's not-found screen, never indexed (support
 *   staff preview drafts in the browser, via blog-get).
 * No template or no database: 503 in plain text. Only GET and HEAD.
 */
import { BLOG_SITEMAP_PATH, blogPage as contract, type BlogTemplate } from '@voyagent/contracts';
import { onRequest } from 'firebase-functions/v2/https';
import type { Kysely } from 'kysely';
import { serverConfig } from '../config/config';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { logger } from '../logging/logger';
import { missingPage, pageSite, postPage, slugOfPath } from './blogPageRules';
import { blogSitemapXml, SITEMAP_MAX_URLS } from './blogSitemap';
import { blogTemplate } from './blogTemplate';
import { blogTables, findPublishedPost, publishedPostDates, type BlogDatabase } from './blogStore';

/**
 * A public page, and the posts' sitemap: browsers keep it 5 minutes, the CDN 10 (a new post or
 * edit shows soon).
 */
export const PAGE_CACHE = 'public, max-age=300, s-maxage=600';
/** A missing post may be published any minute. */
export const MISSING_CACHE = 'public, max-age=60, s-maxage=60';

export interface BlogPageRequest {
  method: string;
  path: string;
  /** The host the visitor asked for (hosting's X-Forwarded-Host), for the indexing rule. */
  host: string | undefined;
}

export interface BlogPageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface BlogPageSources {
  template: () => Promise<BlogTemplate>;
  database: () => Promise<Kysely<Database>>;
  siteUrl: string;
}

const xml = (body: string) => ({
  status: 200,
  headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE },
  body,
});

const plain = (status: number, body: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  body,
});

const html = (status: number, body: string, cache: string) => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache },
  body,
});

const DATABASE_FAILED = Symbol('the database failed');

/** What `read` gets from the blog's tables, or DATABASE_FAILED (logged) for a 503. */
async function readBlog<Value>(
  sources: BlogPageSources,
  read: (db: Kysely<BlogDatabase>) => Promise<Value>,
): Promise<Value | typeof DATABASE_FAILED> {
  try {
    return await read(blogTables(await sources.database()));
  } catch (error) {
    logger.error('blog-page: the database failed', { error: String(error) });
    return DATABASE_FAILED;
  }
}

/** The answer to one request, from the template and the database it is given. */
export async function answerBlogPage(
  request: BlogPageRequest,
  sources: BlogPageSources,
): Promise<BlogPageAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, contract.errors.methodNotAllowed, { Allow: 'GET, HEAD' });
  }
  let template: BlogTemplate;
  try {
    template = await sources.template();
  } catch (error) {
    logger.error('blog-page: no page template', { error: String(error) });
    return plain(503, contract.errors.unavailable);
  }
  const site = pageSite(template, sources.siteUrl, request.host);
  if (request.path === BLOG_SITEMAP_PATH) {
    const posts = await readBlog(sources, (db) => publishedPostDates(db, SITEMAP_MAX_URLS));
    if (posts === DATABASE_FAILED) return plain(503, contract.errors.unavailable);
    return xml(blogSitemapXml(site.origin, posts));
  }
  const slug = slugOfPath(request.path);
  if (slug === undefined)
    return html(404, missingPage(template, request.path, site), MISSING_CACHE);
  const post = await readBlog(sources, (db) => findPublishedPost(db, slug));
  if (post === DATABASE_FAILED) return plain(503, contract.errors.unavailable);
  if (!post) return html(404, missingPage(template, request.path, site), MISSING_CACHE);
  return html(200, postPage(template, post, site), PAGE_CACHE);
}

const firstHeader = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** `blog-page`: hosting rewrites `/blog/**` here (firebase.json). */
export const blogPage = onRequest(async (request, response) => {
  try {
    const answer = await answerBlogPage(
      {
        method: request.method,
        path: request.path,
        host: firstHeader(request.headers['x-forwarded-host']) ?? firstHeader(request.headers.host),
      },
      { template: blogTemplate, database: getDatabase, siteUrl: serverConfig().SITE_URL },
    );
    response.status(answer.status).set(answer.headers);
    if (request.method === 'HEAD') response.end();
    else response.send(answer.body);
  } catch (error) {
    logger.error('blog-page failed', { error: String(error) });
    response
      .status(503)
      .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(contract.errors.unavailable);
  }
});
