/**
 * A prerendered page's HTML from the built app shell, and the blog page template
 * (`BLOG_TEMPLATE_FILE`) the `blog-page` function fills per post (issue 12 item 4). Pure; the head
 * tags are the contracts' (`headTags`), the same the function writes. Bundled into the prerender
 * (`prerenderPage.tsx` re-exports it), as vite.config.ts loads no workspace TypeScript itself.
 */
import {
  BLOG_ARTICLE_SLOT,
  BLOG_HEAD_SLOT,
  BLOG_TEMPLATE_PATHS,
  escapeHtml,
  headTags,
  type BlogTemplate,
} from '@voyagent/contracts/blogPage';
import { pageHead } from '../routes/seoRules';
import { normalisePath } from '../routes/siteRoutes';
import { PRERENDERED_ATTRIBUTE } from './prerenderPlan';

export { headTags };

/**
 * One page's HTML file from the built app shell: the shell's default title and description give
 * way to the page's head, and #root holds the page's markup, marked with its path.
 */
export function prerenderedDocument(
  shell: string,
  {
    path,
    markup,
    origin,
    productionOrigin,
    stylesheets = [],
    headMarkup,
  }: {
    path: string;
    markup: string;
    /** The head tags to write instead of the path's own (the blog template's slot). */
    headMarkup?: string;
    /** Stylesheets to link beside the shell's (`stylesheetsForMarkup`), as built paths. */
    stylesheets?: readonly string[];
    /** The origin the page is published on: production's, or the preview's. */
    origin: string;
    productionOrigin: string | undefined;
  },
): string {
  const withoutDefaults = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
  if (!withoutDefaults.includes('<div id="root"></div>')) {
    throw new Error('The app shell has no empty <div id="root"></div> to prerender into');
  }
  const head = pageHead(new URL(path, origin).href, origin, productionOrigin);
  // Replacer functions: a `$` in the page's text must not be read as a replacement pattern.
  return withoutDefaults
    .replace('</head>', () => {
      const links = stylesheets.map(
        (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`,
      );
      return `  ${[headMarkup ?? headTags(head), ...links].join('\n    ')}\n  </head>`;
    })
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(normalisePath(path))}">${markup}</div>`,
    );
}

/**
 * The blog page template (`BLOG_TEMPLATE_FILE`) from the two template pages' markup: each a page
 * of the site with the head slot for the `blog-page` function to fill, and the route's keywords
 * and the build's production origin, which the head needs.
 */
export function blogTemplate(
  shell: string,
  {
    markup,
    origin,
    productionOrigin,
    stylesheets,
  }: {
    markup: { post: string; missing: string };
    origin: string;
    productionOrigin: string | undefined;
    stylesheets: { post: readonly string[]; missing: readonly string[] };
  },
): BlogTemplate {
  if (!markup.post.includes(BLOG_ARTICLE_SLOT)) {
    throw new Error(`the blog post template has no ${BLOG_ARTICLE_SLOT}`);
  }
  const page = (kind: 'post' | 'missing') =>
    prerenderedDocument(shell, {
      path: BLOG_TEMPLATE_PATHS[kind],
      markup: markup[kind],
      origin,
      productionOrigin,
      stylesheets: stylesheets[kind],
      headMarkup: BLOG_HEAD_SLOT,
    });
  return {
    post: page('post'),
    missing: page('missing'),
    productionOrigin: productionOrigin ?? null,
    keywords: pageHead(new URL(BLOG_TEMPLATE_PATHS.post, origin).href, origin, productionOrigin)
      .keywords,
  };
}
