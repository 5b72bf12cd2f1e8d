import type { BlogPost } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME as CONTRACTS_PRODUCT_NAME } from '@voyagent/contracts/names';
import { PRODUCT_NAME as SITE_PRODUCT_NAME } from '../routes/siteRoutes';
import { articleStructuredData, jsonLdText, missingPostHead, postHead } from './postSeo';

const post: BlogPost = {
  slug: 'plan-a-trip',
  title: 'Plan a trip </script><script>alert(1)</script>',
  description: 'How to plan.',
  body: '## Plan',
  tags: ['planning', 'tips'],
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  writer: { slug: 'voyagent-editors', name: 'Voyagent Editors', bio: '' },
};
const PROD = 'https://voyagent.example';

describe('a blog post in the head', () => {
  it("takes the post's title and description on the route's canonical and robots rules", () => {
    const head = postHead(post, `${PROD}/blog/plan-a-trip?utm_source=x&page=2`, PROD, PROD);
    expect(head).toMatchObject({
      title: `${post.title} | Voyagent Blog`,
      description: 'How to plan.',
      canonical: `${PROD}/blog/plan-a-trip?page=2`,
      robots: 'index, follow',
    });
    expect(
      postHead(post, 'http://127.0.0.1:5000/blog/plan-a-trip', 'http://127.0.0.1:5000', PROD),
    ).toMatchObject({ canonical: `${PROD}/blog/plan-a-trip`, robots: 'noindex' });
  });

  it('marks a missing post not found and never indexed', () => {
    expect(missingPostHead(`${PROD}/blog/nope`, PROD, PROD)).toMatchObject({
      title: 'Page not found | Voyagent',
      robots: 'noindex',
    });
  });

  it('describes the post as a schema.org Article that cannot close its script element', () => {
    const data = articleStructuredData(post, `${PROD}/blog/plan-a-trip`);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { name: 'Voyagent Editors', url: `${PROD}/writers/voyagent-editors` },
      mainEntityOfPage: `${PROD}/blog/plan-a-trip`,
    });
    const text = jsonLdText(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('the blog-page function and the site', () => {
  it('name the product alike (the route table keeps its own copy for vite.config.ts)', () => {
    expect(SITE_PRODUCT_NAME).toBe(CONTRACTS_PRODUCT_NAME);
  });
});
