import { BLOG_SITEMAP_PATH, type BlogPost } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TEMPLATE } from '../../test/blogTemplateFixture';
import {
  articleHtml,
  markdownHtml,
  missingPage,
  pageSite,
  postPage,
  publishedLabel,
  slugOfPath,
} from './blogPageRules';

const post = (fields: Partial<BlogPost> = {}): BlogPost => ({
  slug: 'pack-light',
  title: 'Pack light',
  description: 'One bag for a week.',
  body: '## Day one\n\nRoll, do not fold.',
  tags: ['packing'],
  writer: { slug: 'voyagent-editors', name: 'Voyagent Editors', bio: '' },
  status: 'published',
  published_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
  ...fields,
});

const SITE = { origin: 'https://voyagent.example', indexable: true };

describe('slugOfPath', () => {
  it('reads a post slug under /blog/, a trailing slash allowed', () => {
    expect(slugOfPath('/blog/pack-light')).toBe('pack-light');
    expect(slugOfPath('/blog/pack-light/')).toBe('pack-light');
  });

  it('names no slug for anything else', () => {
    for (const path of [
      '/blog',
      '/blog/',
      '/blog/a/b',
      '/blog/Pack-Light',
      '/blog/__post-template__',
      '/blog/%3Cscript%3E',
      `/blog/${'a'.repeat(81)}`,
      '/writers/pack-light',
    ]) {
      expect(slugOfPath(path), path).toBeUndefined();
    }
  });

  it('never takes the posts’ sitemap for a post: no slug has a dot', () => {
    expect(slugOfPath(BLOG_SITEMAP_PATH)).toBeUndefined();
    expect(slugOfPath(`${BLOG_SITEMAP_PATH}/`)).toBeUndefined();
    expect(slugOfPath('/blog/sitemap')).toBe('sitemap');
  });
});

describe('markdownHtml', () => {
  it('renders Markdown', () => {
    expect(
      markdownHtml('## Day one\n\nRoll, **do not** fold. [Map](https://example.com/map)'),
    ).toBe(
      '<h2>Day one</h2>\n<p>Roll, <strong>do not</strong> fold. <a href="https://example.com/map">Map</a></p>',
    );
  });

  it('never lets raw HTML, event handlers or javascript: links through as markup', () => {
    const out = markdownHtml(
      [
        '<script>alert(1)</script>',
        '',
        'Text <img src=x onerror="alert(2)"> more',
        '',
        '[x](javascript:alert(3)) [y](JAVASCRIPT:alert(4)) [z](data:text/html,<script>alert(5)</script>)',
        '',
        '![i](javascript:alert(6))',
        '',
        '<a href="javascript:alert(7)">a</a> <iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(out).not.toMatch(/<script|<img[^>]*onerror|<iframe|<a href="[^"]*"[^>]*>a<\/a>/i);
    expect(out).not.toMatch(/onerror=|href="javascript:|src="javascript:|href="data:/i);
    expect(out).not.toContain('<img src="x"');
    // The text of the links stays, as text.
    expect(out).toContain('>x</a>');
    expect(out).not.toContain('javascript:');
  });
});

describe('articleHtml', () => {
  it('is the site article: h1, description, meta, body and Article JSON-LD', () => {
    const html = articleHtml(post(), 'https://voyagent.example/blog/pack-light');
    expect(html).toContain('<h1 id="blog-post-title">Pack light</h1>');
    expect(html).toContain('<p class="blog-post__description">One bag for a week.</p>');
    expect(html).toContain('<a href="/writers/voyagent-editors">Voyagent Editors</a>');
    expect(html).toContain('<time datetime="2025-03-01T10:00:00.000Z">March 1, 2025</time>');
    expect(html).toContain('<a href="/blog?tag=packing">#packing</a>');
    expect(html).toContain('<div class="blog-markdown"><h2>Day one</h2>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({
      '@type': 'Article',
      headline: 'Pack light',
      mainEntityOfPage: 'https://voyagent.example/blog/pack-light',
    });
  });

  it('escapes every value it writes', () => {
    const html = articleHtml(
      post({
        title: '<script>alert(1)</script>',
        description: '"><img src=x onerror=alert(2)>',
        writer: { slug: 'w', name: '<b>Eve</b>', bio: '' },
        tags: ['a"b'],
      }),
      'https://voyagent.example/blog/pack-light',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Eve');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    // In the JSON-LD, `<` is escaped, so `</script>` cannot close the element.
    expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('writes a draft date as Draft', () => {
    expect(articleHtml(post({ published_at: null }), 'https://x.example/blog/a')).toContain(
      '<span>Draft</span>',
    );
    expect(publishedLabel('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
  });
});

describe('pageSite', () => {
  it('indexes only the production host of a production build', () => {
    expect(pageSite(FIXTURE_TEMPLATE, '', 'voyagent.example')).toEqual(SITE);
    expect(pageSite(FIXTURE_TEMPLATE, '', 'voyagent-prod.web.app')).toEqual({
      ...SITE,
      indexable: false,
    });
    expect(
      pageSite({ productionOrigin: null }, 'http://127.0.0.1:5000/', '127.0.0.1:5000'),
    ).toEqual({
      origin: 'http://127.0.0.1:5000',
      indexable: false,
    });
    expect(pageSite({ productionOrigin: null }, 'not a url', undefined).origin).toBe(
      'http://localhost',
    );
  });
});

describe('postPage and missingPage', () => {
  it('fill the template: head, #root path, article and the post data', () => {
    const html = postPage(FIXTURE_TEMPLATE, post({ title: 'Cost $& more $1' }), SITE);
    expect(html).toContain('<title>Cost $&amp; more $1 | Voyagent Blog</title>');
    expect(html).toContain('<meta name="description" content="One bag for a week." />');
    expect(html).toContain(
      '<link rel="canonical" href="https://voyagent.example/blog/pack-light" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://voyagent.example/og-image.png" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('data-prerendered="/blog/pack-light"');
    expect(html).toContain('<div class="part" data-blog-part="post"><article class="blog-post"');
    expect(html).not.toContain('data-blog-slot');
    expect(html).not.toContain('<!--blog-page-head-->');
    const data = /<script type="application\/json" id="blog-page-data">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? '')).toMatchObject({
      slug: 'pack-light',
      post: { title: 'Cost $& more $1' },
    });
  });

  it('keeps a post body from closing the data script', () => {
    const html = postPage(
      FIXTURE_TEMPLATE,
      post({ body: '</script><script>alert(1)</script>' }),
      SITE,
    );
    expect(html).not.toContain('<script>alert(1)');
  });

  it('shows the not-found screen, never indexed', () => {
    const html = missingPage(FIXTURE_TEMPLATE, '/blog/no-such-post', SITE);
    expect(html).toContain('<title>Page not found | Voyagent</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('data-prerendered="/blog/no-such-post"');
    expect(html).toContain('<h1 id="not-found-title">Page not found</h1>');
    expect(html).toContain('{"slug":"no-such-post","missing":true}');
  });

  it('leaves the template path on #root for a path that names no slug', () => {
    const html = missingPage(FIXTURE_TEMPLATE, '/blog/<x>/"y', SITE);
    expect(html).toContain('data-prerendered="/blog/__missing-post-template__"');
    expect(html).toContain('<link rel="canonical" href="https://voyagent.example/blog" />');
    expect(html).not.toContain('<x>');
  });
});
