import { describe, expect, it } from 'vitest';
import {
  BLOG_ARTICLE_SLOT,
  BLOG_HEAD_SLOT,
  BLOG_TEMPLATE_PATHS,
  escapeHtml,
  fillBlogPage,
  headTags,
  segmentName,
  isBlogTemplate,
  originOf,
  readBlogPageData,
} from './blogPage';

const head = {
  title: 'A "quoted" <title> & more',
  description: 'Say <b>hi</b>',
  keywords: 'travel guide',
  canonical: 'https://voyagent.example/blog/a-post',
  robots: 'noindex' as const,
};

const template = `<html><head>${BLOG_HEAD_SLOT}</head><body><div id="root" data-prerendered="${BLOG_TEMPLATE_PATHS.post}"><nav><a href="/blog">Blog</a><span href="${BLOG_TEMPLATE_PATHS.post}" aria-current="page">Post Template</span></nav><div data-blog-part="post">${BLOG_ARTICLE_SLOT}</div></div>
  </body></html>`;

describe('escapeHtml', () => {
  it('escapes what could end text or a double-quoted attribute', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('headTags', () => {
  it('writes the head with every value escaped and the 1200×630 social image', () => {
    const tags = headTags(head);
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt; &amp; more</title>');
    expect(tags).toContain('<meta name="description" content="Say &lt;b&gt;hi&lt;/b&gt;" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://voyagent.example/og-image.png" />',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
  });
});

describe('fillBlogPage', () => {
  it('fills the head, the path, the article and the data, and nothing else', () => {
    const page = fillBlogPage(template, {
      templatePath: BLOG_TEMPLATE_PATHS.post,
      path: '/blog/a-post',
      head,
      article: '<article>$& $1 $$</article>',
      data: { slug: 'a-post', missing: true },
    });
    expect(page).toContain('<title>A &quot;quoted&quot;');
    expect(page).toContain('data-prerendered="/blog/a-post"');
    // The breadcrumb's last crumb, as the site's breadcrumb names the path.
    expect(page).toContain('<span href="/blog/a-post" aria-current="page">A Post</span>');
    expect(page).not.toContain('emplate');
    // `$` patterns are not replacement patterns here.
    expect(page).toContain('<article>$& $1 $$</article>');
    expect(page).toContain(
      '<script type="application/json" id="blog-page-data">{"slug":"a-post","missing":true}</script>',
    );
    expect(page).not.toContain(BLOG_HEAD_SLOT);
    expect(page).not.toContain(BLOG_ARTICLE_SLOT);
  });

  it('keeps data from closing its script element', () => {
    const page = fillBlogPage(template, {
      templatePath: BLOG_TEMPLATE_PATHS.post,
      path: '/blog/a-post',
      head,
      data: { slug: '</script><script>alert(1)</script>', missing: true },
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('isBlogTemplate', () => {
  it('accepts only a template with both slots', () => {
    const good = { post: template, missing: BLOG_HEAD_SLOT, productionOrigin: null, keywords: '' };
    expect(isBlogTemplate(good)).toBe(true);
    expect(isBlogTemplate({ ...good, post: BLOG_HEAD_SLOT })).toBe(false);
    expect(isBlogTemplate({ ...good, missing: '<html>' })).toBe(false);
    expect(isBlogTemplate(null)).toBe(false);
    expect(isBlogTemplate('<html>')).toBe(false);
  });
});

describe('readBlogPageData', () => {
  it('reads the data for its slug only', () => {
    const post = { slug: 'a-post', title: 'A' };
    const json = JSON.stringify({ slug: 'a-post', post });
    expect(readBlogPageData(json, 'a-post')).toEqual({ slug: 'a-post', post });
    expect(readBlogPageData(json, 'another')).toBeUndefined();
    expect(readBlogPageData('{"slug":"a-post","missing":true}', 'a-post')).toEqual({
      slug: 'a-post',
      missing: true,
    });
    expect(readBlogPageData('{not json', 'a-post')).toBeUndefined();
    expect(readBlogPageData(null, 'a-post')).toBeUndefined();
    expect(readBlogPageData('{"slug":"a-post"}', 'a-post')).toBeUndefined();
  });
});

describe('segmentName', () => {
  it('names a segment in words, as the breadcrumb does', () => {
    expect(segmentName('help-center')).toBe('Help Center');
    expect(segmentName('__post-template__')).toBe('Post Template');
    expect(segmentName('%E2%82%AC-rates')).toBe('€ Rates');
    expect(segmentName('%E2%82')).toBe('%E2%82');
  });
});

describe('originOf', () => {
  it('is the origin of an absolute URL, as URL reads it', () => {
    expect(originOf('https://voyagent.example/blog/a-post')).toBe('https://voyagent.example');
    expect(originOf('http://127.0.0.1:5000/blog/a?x=1')).toBe('http://127.0.0.1:5000');
    expect(originOf('HTTPS://Voyagent.Example')).toBe('https://voyagent.example');
    expect(originOf('http://localhost:5000#top')).toBe('http://localhost:5000');
    expect(() => originOf('/blog/a-post')).toThrow(/absolute/);
  });
});
