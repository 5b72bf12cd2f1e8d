import { describe, expect, it } from 'vitest';
import { blogSitemapXml } from './blogSitemap';

const ORIGIN = 'https://voyagent.example';

describe('blogSitemapXml', () => {
  it('lists each post’s page with its last change, in the order given', () => {
    expect(
      blogSitemapXml(ORIGIN, [
        { slug: 'pack-light', updated_at: new Date('2025-03-02T10:00:00.000Z') },
        { slug: 'eat-local', updated_at: new Date('2025-01-05T08:30:00.000Z') },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${ORIGIN}/blog/pack-light</loc><lastmod>2025-03-02T10:00:00.000Z</lastmod></url>`,
        `  <url><loc>${ORIGIN}/blog/eat-local</loc><lastmod>2025-01-05T08:30:00.000Z</lastmod></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('is a valid empty urlset without posts', () => {
    expect(blogSitemapXml(ORIGIN, [])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes every loc', () => {
    const xml = blogSitemapXml('https://a&b@voyagent.example', [
      { slug: 'x&y"z', updated_at: new Date('2025-03-02T10:00:00.000Z') },
    ]);
    expect(xml).toContain('<loc>https://a&amp;b@voyagent.example/blog/x&amp;y%22z</loc>');
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});
