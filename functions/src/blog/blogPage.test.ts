import { randomUUID } from 'node:crypto';
import { BLOG_SITEMAP_PATH } from '@voyagent/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FIXTURE_TEMPLATE, FIXTURE_TEMPLATE_URL } from '../../test/blogTemplateFixture';
import { getDatabase } from '../db/database';
import { answerBlogPage, blogPage, MISSING_CACHE, PAGE_CACHE } from './blogPage';
import { forgetBlogTemplate } from './blogTemplate';
import { blogTables, publishPost } from './blogStore';

beforeAll(() => {
  process.env.DATABASE_URL = inject('databaseUrl');
});

const SEEDED = 'pack-a-carry-on-for-a-week';
const sources = {
  template: () => Promise.resolve(FIXTURE_TEMPLATE),
  database: getDatabase,
  siteUrl: 'http://127.0.0.1:5000',
};
const get = (path: string, method = 'GET', host = 'voyagent.example') =>
  answerBlogPage({ method, path, host }, sources);

describe('blog-page', () => {
  it('serves a published post: 200, its head, article and Article JSON-LD', async () => {
    const db = blogTables(await getDatabase());
    const post = await db
      .selectFrom('blog_posts')
      .select(['title', 'description'])
      .where('slug', '=', SEEDED)
      .executeTakeFirstOrThrow();
    const answer = await get(`/blog/${SEEDED}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe(PAGE_CACHE);
    const html = answer.body;
    const escapedTitle = post.title.replaceAll('&', '&amp;');
    expect(html).toContain(`<title>${escapedTitle} | Voyagent Blog</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="https://voyagent.example/blog/${SEEDED}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://voyagent.example/og-image.png" />',
    );
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain(`<h1 id="blog-post-title">${escapedTitle}</h1>`);
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/,
    );
    expect(html).toContain(`data-prerendered="/blog/${SEEDED}"`);
    expect(html).toContain(
      `<span href="/blog/${SEEDED}" aria-current="page">Pack A Carry On For A Week</span>`,
    );
  });

  it('answers a draft and an unknown slug with the not-found screen, 404', async () => {
    const db = blogTables(await getDatabase());
    const slug = `draft-${randomUUID().slice(0, 8)}`;
    await db
      .insertInto('blog_posts')
      .values({
        slug,
        title: 'Secret draft',
        description: 'Not yet.',
        body: 'Unpublished text',
        writer_slug: 'voyagent-editors',
      })
      .execute();
    try {
      for (const path of [`/blog/${slug}`, '/blog/no-such-post', '/blog/a/b']) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.headers['Cache-Control']).toBe(MISSING_CACHE);
        expect(answer.body).toContain('<meta name="robots" content="noindex" />');
        expect(answer.body).toContain('Page not found');
        expect(answer.body).not.toContain('Secret draft');
        expect(answer.body).not.toContain('Unpublished text');
      }
    } finally {
      await db.deleteFrom('blog_posts').where('slug', '=', slug).execute();
    }
  });

  it('refuses other methods with 405 and answers HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await get(`/blog/${SEEDED}`, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('GET, HEAD');
    }
    expect((await get(`/blog/${SEEDED}`, 'HEAD')).status).toBe(200);
  });

  it('answers 503 in plain text without a template or a database', async () => {
    const noTemplate = await answerBlogPage(
      { method: 'GET', path: `/blog/${SEEDED}`, host: undefined },
      { ...sources, template: () => Promise.reject(new Error('hosting is down')) },
    );
    expect(noTemplate).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
    expect(noTemplate.body).not.toMatch(/hosting is down|Error|at /);
    const noDatabase = await answerBlogPage(
      { method: 'GET', path: `/blog/${SEEDED}`, host: undefined },
      { ...sources, database: () => Promise.reject(new Error('connection refused')) },
    );
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body).not.toContain('connection refused');
  });

  it('serves the published posts’ sitemap, most recently changed first, drafts never', async () => {
    const db = blogTables(await getDatabase());
    const published = await db
      .selectFrom('blog_posts')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'published')
      .execute();
    expect(published.map((post) => post.slug)).toContain(SEEDED);
    const draft = `sitemap-draft-${randomUUID().slice(0, 8)}`;
    await db
      .insertInto('blog_posts')
      .values({
        slug: draft,
        title: 'Sitemap draft',
        description: 'Not yet.',
        body: 'Unpublished text',
        writer_slug: 'voyagent-editors',
      })
      .execute();
    try {
      const answer = await get(BLOG_SITEMAP_PATH);
      expect(answer.status).toBe(200);
      expect(answer.headers).toEqual({
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': PAGE_CACHE,
      });
      expect(answer.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
      );
      expect(answer.body.endsWith('</urlset>\n')).toBe(true);
      // The origin canonical URLs name: the template's production origin.
      for (const post of published) {
        expect(answer.body).toContain(
          `<url><loc>https://voyagent.example/blog/${post.slug}</loc><lastmod>${post.updated_at.toISOString()}</lastmod></url>`,
        );
      }
      expect(answer.body).not.toContain(draft);
      const lastmods = [...answer.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(lastmods).toEqual([...lastmods].sort().reverse());

      // Published during the test: listed at once, first, with its publication as last change.
      const changed = await publishPost(db, draft, 'test-editor');
      expect(changed?.changed).toBe(true);
      const after = (await get(BLOG_SITEMAP_PATH)).body;
      expect(after).toContain(
        `<url><loc>https://voyagent.example/blog/${draft}</loc><lastmod>${changed?.published_at.toISOString()}</lastmod></url>`,
      );
      expect(after.indexOf(draft)).toBeLessThan(after.indexOf(SEEDED));
    } finally {
      await db.deleteFrom('blog_posts').where('slug', '=', draft).execute();
    }
  });

  it('answers HEAD for the sitemap, and a preview’s sitemap on its own origin', async () => {
    const head = await get(BLOG_SITEMAP_PATH, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const preview = await answerBlogPage(
      { method: 'GET', path: BLOG_SITEMAP_PATH, host: '127.0.0.1:5000' },
      {
        ...sources,
        template: () => Promise.resolve({ ...FIXTURE_TEMPLATE, productionOrigin: null }),
      },
    );
    expect(preview.body).toContain(`<loc>http://127.0.0.1:5000/blog/${SEEDED}</loc>`);
  });

  it('answers the sitemap with 503 in plain text without a database', async () => {
    const answer = await answerBlogPage(
      { method: 'GET', path: BLOG_SITEMAP_PATH, host: undefined },
      { ...sources, database: () => Promise.reject(new Error('connection refused')) },
    );
    expect(answer).toMatchObject({
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
    expect(answer.body).not.toContain('connection refused');
  });

  it('is the deployed function: template from BLOG_TEMPLATE_URL, the page through Express', async () => {
    process.env.BLOG_TEMPLATE_URL = FIXTURE_TEMPLATE_URL;
    forgetBlogTemplate();
    try {
      const sent: { status?: number; headers: Record<string, string>; body?: string } = {
        headers: {},
      };
      const res = {
        status(code: number) {
          sent.status = code;
          return res;
        },
        set(headers: Record<string, string>) {
          Object.assign(sent.headers, headers);
          return res;
        },
        send(body: string) {
          sent.body = body;
          return res;
        },
        end() {
          return res;
        },
      };
      const req = {
        method: 'GET',
        path: `/blog/${SEEDED}`,
        headers: { 'x-forwarded-host': 'voyagent.example' },
      };
      await (blogPage as unknown as (req: unknown, res: unknown) => Promise<void>)(req, res);
      expect(sent.status).toBe(200);
      expect(sent.body).toContain('<h1 id="blog-post-title">');
      expect(sent.headers['Cache-Control']).toBe(PAGE_CACHE);
    } finally {
      delete process.env.BLOG_TEMPLATE_URL;
      forgetBlogTemplate();
    }
  });
});
