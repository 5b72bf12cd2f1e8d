/**
 * What a blog post adds to its page's head: its own title, description and canonical URL on the
 * route table's head rules (`routes/seoRules.ts`), and its Article structured data (JSON-LD). The
 * texts and the JSON-LD are the contracts' rules (`@voyagent/contracts/blogPage`), which the
 * `blog-page` function serves the same post's page with.
 */
import type { BlogPost } from '@voyagent/contracts';
import { MISSING_POST_HEAD_TEXT, postHeadText } from '@voyagent/contracts/blogPage';
import { pageHead, type PageHead } from '../routes/seoRules';

export { articleStructuredData, jsonLdText } from '@voyagent/contracts/blogPage';

export function postHead(
  post: Pick<BlogPost, 'title' | 'description'>,
  href: string,
  currentOrigin: string,
  productionOrigin: string | undefined,
): PageHead {
  return {
    ...pageHead(href, currentOrigin, productionOrigin),
    ...postHeadText(post),
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
    ...MISSING_POST_HEAD_TEXT,
    robots: 'noindex',
  };
}
