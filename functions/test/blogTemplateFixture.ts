/**
 * A small blog page template in the shape the site's build writes (blog-post-template.json), for
 * the blog-page function's tests and the fuzz suites (as a data: URL, BLOG_TEMPLATE_URL).
 */
import {
  BLOG_ARTICLE_SLOT,
  BLOG_HEAD_SLOT,
  BLOG_POST_PART,
  BLOG_TEMPLATE_PATHS,
  segmentName,
  type BlogTemplate,
} from '@voyagent/contracts';

const page = (path: string, part: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    ${BLOG_HEAD_SLOT}
    <link rel="stylesheet" crossorigin href="/assets/site-test.css">
  </head>
  <body>
    <div id="root" data-prerendered="${path}"><header>Voyagent</header><nav aria-label="Breadcrumb"><a href="/blog">Blog</a><span href="${path}" aria-current="page">${segmentName(path.split('/').at(-1) ?? '')}</span></nav><main><div class="part" data-${BLOG_POST_PART.kind}-part="${BLOG_POST_PART.name}">${part}</div></main><footer>Footer</footer></div>
  </body>
</html>`;

export const FIXTURE_TEMPLATE: BlogTemplate = {
  post: page(BLOG_TEMPLATE_PATHS.post, BLOG_ARTICLE_SLOT),
  missing: page(
    BLOG_TEMPLATE_PATHS.missing,
    '<section class="not-found"><h1 id="not-found-title">Page not found</h1></section>',
  ),
  productionOrigin: 'https://voyagent.example',
  keywords: 'travel guide',
};

/** The fixture as a URL fetch() reads without a server. */
export const FIXTURE_TEMPLATE_URL = `data:application/json;base64,${Buffer.from(
  JSON.stringify(FIXTURE_TEMPLATE),
).toString('base64')}`;
