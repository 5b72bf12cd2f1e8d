/**
 * What a blog post adds to its page's head: its own title, description and canonical URL on the
 * route table's head rules (`routes/seoRules.ts`), and its Article structured data (JSON-LD).
 */
import type { BlogPost } from '@voyagent/contracts';
import { pageHead, type PageHead } from '../routes/seoRules';
import { PRODUCT_NAME } from '../routes/siteRoutes';

export function postHead(
  post: Pick<BlogPost, 'title' | 'description'>,
  href: string,
  currentOrigin: string,
  productionOrigin: string | undefined,
): PageHead {
  return {
    ...pageHead(href, currentOrigin, productionOrigin),
    title: `${post.title} | ${PRODUCT_NAME} Blog`,
    description: post.description,
  };
}

/** The head of a post that does not exist: the not-found screen's, never indexed. */
export function missingPostHead(
  href: string,
  currentOrigin: string,
  productionOrigin: string | undefined,
): PageHead {
  return {
    ...pageHead(href, currentOrigin, productionOrigin),
    title: `Page not found | ${PRODUCT_NAME}`,
    description: 'This page does not exist.',
    robots: 'noindex',
  };
}

/** schema.org Article for the post, at its canonical URL. */
export function articleStructuredData(post: BlogPost, canonical: string) {
  const origin = new URL(canonical).origin;
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
      url: new URL(`/writers/${post.writer.slug}`, origin).href,
    },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}/` },
    mainEntityOfPage: canonical,
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no text in a post
 * (say `</script>`) can close the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
