import { describe, expect, it } from 'vitest';
import { SITE_URL } from './browser';

/** One of migration 0018's published seed posts. */
const SEEDED_POST = 'pack-a-carry-on-for-a-week';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('crawler files built from the route table', () => {
  it('serves robots.txt as text, closed to crawlers off production', async () => {
    const response = await fetch(`${SITE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    // The emulator build has no production origin, so nothing may be indexed.
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('serves a sitemap index naming the pages’ sitemap and the blog’s', async () => {
    const response = await fetch(`${SITE_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The emulator build has no production origin: the build's files name http://localhost.
    expect(locs(xml)).toEqual([
      'http://localhost/sitemap-pages.xml',
      'http://localhost/blog/sitemap.xml',
    ]);
  });

  it('serves a sitemap of the public pages only', async () => {
    const response = await fetch(`${SITE_URL}/sitemap-pages.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>http://localhost/flights</loc>');
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/admin');
  });

  it('serves the published posts’ sitemap from blog-page, each loc a live page', async () => {
    const response = await fetch(`${SITE_URL}/blog/sitemap.xml`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The function's origin for a build without a production one: its SITE_URL, as its
    // canonical URLs (blog-page's pageSite).
    expect(xml).toContain(`<url><loc>${SITE_URL}/blog/${SEEDED_POST}</loc><lastmod>`);
    for (const [, lastmod] of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const pages = locs(xml);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.startsWith(`${SITE_URL}/blog/`), page).toBe(true);
      const answer = await fetch(page, { redirect: 'manual' });
      expect(answer.status, page).toBe(200);
      await answer.body?.cancel();
    }
  });
});
