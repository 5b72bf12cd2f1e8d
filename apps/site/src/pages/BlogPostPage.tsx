import type { BlogPost } from '@voyagent/contracts';
import {
  BLOG_PAGE_DATA_ID,
  BLOG_POST_PART,
  BLOG_TEMPLATE_SLUGS,
  readBlogPageData,
} from '@voyagent/contracts/blogPage';
import { Badge, Banner, Button, Progress } from '@voyagent/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { BlogMarkdown } from '../blog/BlogMarkdown';
import { PostMeta } from '../blog/PostList';
import { articleStructuredData, jsonLdText, missingPostHead, postHead } from '../blog/postSeo';
import { isNotFound, useRemote } from '../blog/useRemote';
import { backend } from '../firebase/callables';
import { DeferredMarkup } from '../prerender/DeferredMarkup';
import { markupLoader } from '../prerender/markupLoader';
import { applyPageHead } from '../routes/RouteChrome';
import { NotFoundPage } from './NotFoundPage';
import '../blog/blog.css';

const productionOrigin = import.meta.env.VITE_PRODUCTION_ORIGIN || undefined;
const LOAD_FAILED = 'We could not load this post. Please try again.';

/** What the `blog-page` function served this page with, when it was for this slug. */
function servedData(slug: string) {
  if (typeof document === 'undefined') return undefined;
  return readBlogPageData(document.getElementById(BLOG_PAGE_DATA_ID)?.textContent, slug);
}

/**
 * /blog/{slug} (shell.md §2): the post, its Markdown rendered without raw HTML, with its own
 * head (title, description, canonical, Open Graph) and Article structured data. An unknown slug
 * shows the not-found screen. Support staff also see drafts here, marked and never indexed.
 *
 * Opened from outside, the page comes from the `blog-page` function (issue 12 item 4): the post's
 * article (or the not-found screen) is markup in the post part, with the post as JSON beside it.
 * The part's markup stays untouched through hydration (`DeferredMarkup`), then the live article
 * takes its place from that JSON, without a request or a spinner. A draft is never served so:
 * there the browser asks `blog-get`, which shows it to support staff.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return templatePart(slug) ?? <PostPage slug={slug} />;
}

function PostPage({ slug }: { slug: string }) {
  const { pathname, search } = useLocation();
  const [served] = useState(() => ({ slug, data: servedData(slug) }));
  const data = served.slug === slug ? served.data : undefined;
  const servedPost = data && 'post' in data ? data.post : undefined;
  const [post, retry] = useRemote(
    () => (servedPost ? Promise.resolve(servedPost) : backend.blogGet({ slug })),
    slug,
  );
  const missing = post.state === 'failed' && isNotFound(post.error);
  const href = `${window.location.origin}${pathname}${search}`;

  useEffect(() => {
    if (post.state === 'loaded') {
      const head = postHead(post.value, href, window.location.origin, productionOrigin);
      applyPageHead(post.value.status === 'draft' ? { ...head, robots: 'noindex' } : head);
    } else if (missing) {
      applyPageHead(missingPostHead(href, window.location.origin, productionOrigin));
    }
  }, [post, missing, href]);

  if (servedPost) {
    return <ServedPart key={slug} render={() => <Article post={servedPost} href={href} />} />;
  }
  // The function found no published post: its not-found screen stays while `blog-get` looks for
  // a draft this visitor may preview (support staff); nobody else gets one.
  if (data && post.state !== 'loaded') {
    return <ServedPart key={slug} render={() => <NotFoundPage />} />;
  }
  if (missing) return <NotFoundPage />;
  if (post.state === 'failed') {
    return (
      <section className="blog-post" aria-label="Blog post">
        <Banner
          variant="danger"
          description={LOAD_FAILED}
          action={<Button onPress={retry}>Try again</Button>}
        />
      </section>
    );
  }
  if (post.state === 'loading') {
    return (
      <section className="blog-post page-loading" aria-label="Blog post">
        <Progress isIndeterminate label="Loading the post" />
      </section>
    );
  }
  return <Article post={post.value} href={href} />;
}

/**
 * The post part: the served markup kept through hydration, then `render`'s live markup. Its
 * "chunk" is already here (this module), so it swaps after idle or at the visitor's first
 * pointer or focus on it, like any deferred part.
 */
function ServedPart({ render }: { render: () => ReactNode }) {
  const [loader] = useState(() => markupLoader(() => Promise.resolve(true)));
  return (
    <DeferredMarkup
      kind={BLOG_POST_PART.kind}
      name={BLOG_POST_PART.name}
      loader={loader}
      render={render}
    />
  );
}

/**
 * The build's blog page template (`vite.config.ts`): rendered in Node for a template slug, the
 * post part with the article's slot, or with the not-found screen. Never in a browser.
 */
function templatePart(slug: string): ReactNode {
  if (typeof document !== 'undefined') return undefined;
  // React writes it as BLOG_ARTICLE_SLOT; the build checks that the template holds it.
  if (slug === BLOG_TEMPLATE_SLUGS.post) {
    return <ServedPart render={() => <div data-blog-slot="article" />} />;
  }
  if (slug === BLOG_TEMPLATE_SLUGS.missing) return <ServedPart render={() => <NotFoundPage />} />;
  return undefined;
}

function Article({ post, href }: { post: BlogPost; href: string }) {
  const canonical = postHead(post, href, window.location.origin, productionOrigin).canonical;
  return (
    <article className="blog-post" aria-labelledby="blog-post-title">
      {post.status === 'draft' && <Badge variant="warning">Draft preview</Badge>}
      <h1 id="blog-post-title">{post.title}</h1>
      <p className="blog-post__description">{post.description}</p>
      <PostMeta post={post} />
      <BlogMarkdown markdown={post.body} />
      <script
        type="application/ld+json"
        // JSON, not script: jsonLdText escapes `<`, so the post's text cannot end the element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(articleStructuredData(post, canonical)) }}
      />
    </article>
  );
}
